import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn } from '../../src/lib/auth-session';

describe('isSignedIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is true with a non-empty auth cookie', () => {
    expect(isSignedIn('theme=dark; auth=eyJhbGciOi')).toBe(true);
  });

  it.each(['', 'auth=', 'theme=dark', 'xauth=token', 'authx=token'])('is false for %j', (cookies) => {
    expect(isSignedIn(cookies)).toBe(false);
  });

  it('reads document.cookie by default', () => {
    vi.stubGlobal('document', { cookie: 'auth=token' });
    expect(isSignedIn()).toBe(true);
    vi.stubGlobal('document', { cookie: 'other=1' });
    expect(isSignedIn()).toBe(false);
  });
});
