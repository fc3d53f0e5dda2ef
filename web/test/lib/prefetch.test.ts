import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch } from '../../src/lib/prefetch';

describe('canPrefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses when offline, whatever the connection', () => {
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
  });

  it.each(['2g', 'slow-2g'])('refuses on a %s connection', (effectiveType) => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType } })).toBe(false);
  });

  it('refuses with data-saver on, even on 4g', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it.each(['3g', '4g'])('allows a %s connection', (effectiveType) => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType, saveData: false } })).toBe(true);
  });

  it('allows when the browser reports no connection details', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: {} })).toBe(true);
  });

  it('reads the global navigator by default', () => {
    vi.stubGlobal('navigator', { onLine: true, connection: { effectiveType: 'slow-2g' } });
    expect(canPrefetch()).toBe(false);
    vi.stubGlobal('navigator', { onLine: true, connection: { effectiveType: '4g' } });
    expect(canPrefetch()).toBe(true);
  });
});
