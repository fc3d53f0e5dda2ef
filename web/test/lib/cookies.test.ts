// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../src/lib/cookies';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['auth', 'nick']) removeCookie(name);
});

describe('readCookie', () => {
  it('finds a cookie by exact name', () => {
    expect(readCookie('auth', 'xauth=1; auth=token-2; auth2=3')).toBe('token-2');
  });

  it('decodes the value and keeps an undecodable one as it is', () => {
    expect(readCookie('nick', 'nick=%E6%A2%85%E8%A5%BF')).toBe('梅西');
    expect(readCookie('nick', 'nick=100%')).toBe('100%');
  });

  it('keeps "=" inside a value', () => {
    expect(readCookie('auth', 'auth=abc==')).toBe('abc==');
  });

  it('answers undefined for a missing cookie and an empty string for an empty one', () => {
    expect(readCookie('auth', 'theme=dark')).toBeUndefined();
    expect(readCookie('auth', '')).toBeUndefined();
    expect(readCookie('auth', 'auth=')).toBe('');
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'auth=from-document; path=/';
    expect(readCookie('auth')).toBe('from-document');
  });
});

describe('writeCookie and removeCookie', () => {
  function cookieWrites() {
    return vi.spyOn(Document.prototype, 'cookie', 'set');
  }

  it('writes a session cookie for the whole site', () => {
    const writes = cookieWrites();
    writeCookie('auth', 'a b');
    expect(writes).toHaveBeenCalledWith('auth=a%20b; path=/; SameSite=Lax');
    expect(readCookie('auth')).toBe('a b');
  });

  it('writes a max-age when given one', () => {
    const writes = cookieWrites();
    writeCookie('auth', 't', { maxAgeSeconds: 30 * 24 * 3600 });
    expect(writes).toHaveBeenCalledWith('auth=t; path=/; SameSite=Lax; max-age=2592000');
  });

  it('removes a cookie', () => {
    writeCookie('nick', '梅西');
    expect(readCookie('nick')).toBe('梅西');
    removeCookie('nick');
    expect(readCookie('nick')).toBeUndefined();
  });
});
