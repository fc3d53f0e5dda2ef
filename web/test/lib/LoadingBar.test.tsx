// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '../../src/components/LoadingBar';
import { createLoadingBar } from '../../src/lib/loading-bar';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<LoadingBar>', () => {
  it('follows its store: hidden, then shown at the progress, then red when failed', () => {
    const bar = createLoadingBar({ throttleMs: 200, durationMs: 1e9 });
    render(<LoadingBar bar={bar} />);
    const element = screen.getByRole('progressbar', { hidden: true });
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.style.opacity).toBe('0');

    act(() => {
      bar.start();
      bar.start();
      vi.advanceTimersByTime(200);
      bar.finish();
    });
    expect(element.getAttribute('aria-hidden')).toBe('false');
    expect(element.getAttribute('aria-valuenow')).toBe('45');
    expect(element.style.width).toBe('45%');
    expect(element.dataset.failed).toBeUndefined();

    act(() => bar.fail());
    expect(element.style.width).toBe('100%');
    expect(element.dataset.failed).toBe('true');
  });
});
