/** A URL as it may be logged or shown: without the user name and password it may carry. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/** Why a connection failed, in a few words: Node's AggregateError (every address refused) has no message of its own. */
function reasonOf(cause: unknown): string {
  if (cause instanceof AggregateError && cause.errors.length > 0) return [...new Set(cause.errors.map(reasonOf))].join('; ');
  if (cause instanceof Error) return cause.message || (cause as Error & { code?: string }).code || cause.name;
  return String(cause);
}

/** A service the gateway needs (Redis, the database) that it could not connect to, named with its URL and why. */
export class ServiceUnreachableError extends Error {
  override name = 'ServiceUnreachableError';

  constructor(service: string, url: string, cause: unknown) {
    super(`could not connect to ${service} at ${withoutCredentials(url)}: ${reasonOf(cause)}`, { cause });
  }
}
