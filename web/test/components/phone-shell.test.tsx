// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '@portal/contracts';
import type { AuthSession } from '../../src/auth/session';
import { Header } from '../../src/components/Header';
import { TabBar } from '../../src/components/TabBar';
import { renderPage } from '../harness';
import { visitorSession } from '../user-fixtures';

const user: UserInfo = { id: 7, nickName: '老球迷', portrait: null, level: null, isAnchor: 0, isExpert: 0 };

/** The header and the tab bar over a page, on a router that knows the few paths the tests follow. */
async function renderShell(options: { session?: AuthSession; user?: UserInfo; path?: string } = {}) {
  const { router } = await renderPage(
    <>
      <Header />
      <TabBar />
    </>,
    { ...options, paths: ['/news', '/football', '/v/home'] },
  );
  return router;
}

const visitor = () => visitorSession();
const menuButton = () => screen.getByRole('button', { name: '菜单' });
const drawer = () => screen.getByRole('navigation', { name: '主导航' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the phone's navigation drawer", () => {
  it('opens from the menu button with the focus on its close button, and Escape closes it back to the button', async () => {
    await renderShell({ session: visitor() });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-controls')).toBe(drawer().id);
    expect(drawer().classList.contains('is-open')).toBe(false);

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().classList.contains('is-open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭菜单' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when one of its links is followed', async () => {
    const router = await renderShell({ session: visitor() });
    fireEvent.click(menuButton());
    fireEvent.click(drawer().querySelector('[data-nav="news"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on its backdrop and on its close button', async () => {
    await renderShell({ session: visitor() });
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByTestId('header-backdrop'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('header-backdrop')).toBeNull();

    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: '关闭菜单' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('holds the download and start-streaming entries the phone header has no room for', async () => {
    const session = visitor();
    await renderShell({ session });
    fireEvent.click(menuButton());
    expect(drawer().querySelector('a[href="/app"]')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '我要开播' }).find((button) => drawer().contains(button))!);
    expect(session.actor.getSnapshot().context.loginModalOpen).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe("the phone's search panel", () => {
  it('opens over the header with the box focused, and closes with 取消', async () => {
    await renderShell({ session: visitor() });
    const searchButton = screen.getByRole('button', { name: '打开搜索' });
    fireEvent.click(searchButton);
    expect(searchButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: '搜索' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(searchButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe("the phone's tab bar", () => {
  const tab = (name: string) => document.querySelector(`.tab-bar [data-tab="${name}"]`)!;

  it('links the main sections and marks the current one', async () => {
    await renderShell({ session: visitor(), path: '/football' });
    expect(tab('home').getAttribute('href')).toBe('/');
    expect(tab('scores').getAttribute('href')).toBe('/football');
    expect(tab('live').getAttribute('href')).toBe('/live/all');
    expect(tab('youliao').getAttribute('href')).toBe('/youliao');
    expect(tab('scores').getAttribute('aria-current')).toBe('page');
    expect(tab('home').getAttribute('aria-current')).toBeNull();
  });

  it("opens the login for a visitor's 我的", async () => {
    const session = visitor();
    await renderShell({ session });
    expect(tab('mine').tagName).toBe('BUTTON');
    fireEvent.click(tab('mine'));
    expect(session.actor.getSnapshot().context.loginModalOpen).toBe(true);
  });

  it("takes a signed-in user's 我的 to the user centre", async () => {
    const router = await renderShell({ user });
    expect(tab('mine').getAttribute('href')).toBe('/v/home');
    fireEvent.click(tab('mine'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v/home'));
    expect(tab('mine').getAttribute('aria-current')).toBe('page');
  });
});
