export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie lasts for the browser session. */
  maxAgeSeconds?: number;
}

export function readCookie(name: string, cookieString: string = currentCookies()): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (decodePart(part.slice(0, separator).trim()) !== name) continue;
    return decodePart(part.slice(separator + 1).trim());
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = ['path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) attributes.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  document.cookie = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; SameSite=Lax; max-age=0`;
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

// A value written by another tool may hold a stray '%'; keep it as it is rather than throw.
function decodePart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
