import { describe, expect, it } from 'vitest';
import { forgetReturn, keptReturn, rememberReturn, siteBack } from '../../src/wallet/top-up-return';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('top-up return', () => {
  it('returns only to a path of this site', () => {
    expect(siteBack('/guide/plan/P1?x=1')).toBe('/guide/plan/P1?x=1');
    expect(siteBack('https://evil.example/')).toBeUndefined();
    expect(siteBack('//evil.example/')).toBeUndefined();
    expect(siteBack('/\\evil.example/')).toBeUndefined();
    expect(siteBack('/v/pay?back=/v/pay')).toBeUndefined();
    expect(siteBack(`/${'a'.repeat(600)}`)).toBeUndefined();
    expect(siteBack(42)).toBeUndefined();
  });

  it('keeps the page while the user pays, and forgets it on the way back', () => {
    const store = memoryStore();
    rememberReturn('/live/room/3', store);
    expect(keptReturn(store)).toBe('/live/room/3');
    forgetReturn(store);
    expect(keptReturn(store)).toBeUndefined();
  });

  it('a top-up not sent from a page forgets an older one', () => {
    const store = memoryStore();
    rememberReturn('/live/room/3', store);
    rememberReturn(undefined, store);
    expect(keptReturn(store)).toBeUndefined();
  });
});
