// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Header } from '../../src/components/Header';
import { envelope, fakeGateway, renderPage } from '../harness';

beforeEach(() => {
  fakeGateway()
    .on(routes.inform.hotSearch, () => envelope([{ word: '皇马' }]))
    .on(routes.live.dataSearch, () => envelope({ leagues: [], teams: [], players: [], matches: [], counts: { leagues: 0, teams: 0, players: 0, matches: 0 } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The site header over a results page and a score page, opened at `path`. */
async function renderHeaderAt(path: string) {
  const { router } = await renderPage(<Header />, { path, paths: ['/search', '/football'] });
  return router;
}

const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: '搜索' });

describe('the header search box on the results page', () => {
  it('holds the word the results are for, and the next word searched there', async () => {
    const router = await renderHeaderAt('/search?val=%E6%9B%BC%E5%9F%8E');
    await waitFor(() => expect(searchBox().value).toBe('曼城'));

    await act(() => router.navigate({ to: '/search', search: { val: '皇马' } }));
    await waitFor(() => expect(searchBox().value).toBe('皇马'));

    // A number-like word is read as the results page reads it.
    await act(() => router.navigate({ to: '/search', search: { val: 2026 } }));
    await waitFor(() => expect(searchBox().value).toBe('2026'));
  });

  it('is the box the phone search panel opens, with the word in it', async () => {
    await renderHeaderAt('/search?val=%E6%9B%BC%E5%9F%8E');
    fireEvent.click(screen.getByTestId('search-button'));
    const panel = screen.getByRole('button', { name: '打开搜索' }).getAttribute('aria-controls');
    const opened = document.getElementById(panel ?? '');
    expect(opened?.classList.contains('is-open')).toBe(true);
    const input = within(opened!).getByRole<HTMLInputElement>('searchbox', { name: '搜索' });
    expect(input.value).toBe('曼城');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('starts empty on another page', async () => {
    await renderHeaderAt('/football');
    expect(searchBox().value).toBe('');
  });
});
