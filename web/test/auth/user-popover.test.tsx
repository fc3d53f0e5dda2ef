// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { routes, type Balances, type UserInfo } from '@portal/contracts';
import { UserPopover } from '../../src/auth/UserMenu';
import { authMachine } from '../../src/auth/auth.machine';
import { createAuthSession } from '../../src/auth/session';
import { createAppRouter } from '../../src/router';
import { createTestQueryClient, envelope, fakeGateway, renderPage } from '../harness';
import { centerInfoOf } from '../user-fixtures';

const user: UserInfo = { id: 7, nickName: '老球迷', portrait: null, level: null, isAnchor: 0, isExpert: 0 };
const balances: Balances = { balance: 12_345, ticket: 8 };

/** `node` on a page of its own. */
const renderInRouter = (node: ReactNode) => renderPage(node);

const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<UserPopover>', () => {
  it('shows the nickname, LV0 for a user without a level, the balance and the ticket', async () => {
    await renderInRouter(<UserPopover userInfo={user} balances={balances} onLogout={() => {}} />);
    expect(screen.getByTestId('user-nickname').textContent).toBe('老球迷');
    expect(screen.getByTestId('user-level').textContent).toBe('LV0');
    expect(screen.getByTestId('user-balance').textContent).toBe('12,345');
    expect(screen.getByTestId('user-ticket').textContent).toBe('8');
  });

  it('shows the level a user has', async () => {
    await renderInRouter(<UserPopover userInfo={{ ...user, level: 12 }} balances={null} onLogout={() => {}} />);
    expect(screen.getByTestId('user-level').textContent).toBe('LV12');
    expect(screen.getByTestId('user-balance').textContent).toBe('0');
  });

  it('offers a non-anchor the anchor application and their space as a user', async () => {
    await renderInRouter(<UserPopover userInfo={user} balances={balances} onLogout={() => {}} />);
    expect(href('user-link-personal-data')).toBe('/v/personal-data');
    expect(href('user-link-attention')).toBe('/v/attention');
    expect(href('user-link-space')).toBe('/personal/7?headerNavIndex=0');
    expect(href('user-link-apply')).toBe('/v/apply');
    expect(screen.queryByTestId('user-link-publish')).toBeNull();
  });

  it('hides the anchor application from an anchor, whose space opens as an anchor', async () => {
    await renderInRouter(<UserPopover userInfo={{ ...user, isAnchor: 1 }} balances={balances} onLogout={() => {}} />);
    expect(screen.queryByTestId('user-link-apply')).toBeNull();
    expect(href('user-link-space')).toBe('/personal/7?headerNavIndex=2');
  });

  it('shows an expert the publish-recommendation link', async () => {
    await renderInRouter(<UserPopover userInfo={{ ...user, isExpert: 1 }} balances={balances} onLogout={() => {}} />);
    expect(href('user-link-publish')).toBe('/recommend');
  });

  it('logs out from its button', async () => {
    const onLogout = vi.fn();
    await renderInRouter(<UserPopover userInfo={user} balances={balances} onLogout={onLogout} />);
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('the header with the auth actor', () => {
  it('shows a signed-in user and their popover instead of the login button, and logs out', async () => {
    const gateway = fakeGateway()
      .on(routes.user.centerInfo, centerInfoOf({ ...user, isAnchor: 1 }))
      .on(routes.pay.balances, balances)
      .on(routes.user.logout, null);
    const reloadPage = vi.fn();
    const auth = createAuthSession(undefined, authMachine.provide({ actions: { reloadPage } }));
    const router = createAppRouter({
      context: { auth, queryClient: createTestQueryClient() },
      history: createMemoryHistory({ initialEntries: ['/about/agreement'] }),
    });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });

    const trigger = await screen.findByTestId('user-menu');
    expect(trigger.textContent).toContain('老球迷');
    expect(screen.queryByTestId('login-button')).toBeNull();
    expect(document.querySelector('[data-nav="start-streaming"]')?.getAttribute('href')).toBe('/v/anchor-set');

    fireEvent.click(trigger);
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe('12,345'));
    fireEvent.click(screen.getByTestId('logout-button'));

    expect(gateway.calls(routes.user.logout)).toHaveLength(1);
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('offers no login button until the gateway said whether there is a session', async () => {
    let answer: (response: Response) => void = () => {};
    fakeGateway().on(routes.user.centerInfo, () => new Promise<Response>((resolve) => (answer = resolve)));
    const auth = createAuthSession({ pathname: '/about/agreement' });
    const router = createAppRouter({
      context: { auth, queryClient: createTestQueryClient() },
      history: createMemoryHistory({ initialEntries: ['/about/agreement'] }),
    });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });

    expect(await screen.findByTestId('user-menu-loading')).toBeTruthy();
    expect(screen.queryByTestId('login-button')).toBeNull();
    await act(async () => {
      answer(new Response(JSON.stringify({ code: 401, message: '请先登录', data: null }), { status: 401 }));
    });
    expect(await screen.findByTestId('login-button')).toBeTruthy();
    expect(screen.queryByTestId('user-menu-loading')).toBeNull();
  });

  it('opens the login modal from the login button and from the start-streaming button of a visitor', async () => {
    // The gateway's answer to the user-info question holds no user.
    fakeGateway().on(routes.user.centerInfo, envelope(null));
    const auth = createAuthSession({ pathname: '/about/agreement' });
    const router = createAppRouter({
      context: { auth, queryClient: createTestQueryClient() },
      history: createMemoryHistory({ initialEntries: ['/about/agreement'] }),
    });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });

    fireEvent.click(await screen.findByTestId('login-button'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-close'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(false);

    const startStreaming = document.querySelector('[data-nav="start-streaming"]') as HTMLElement;
    fireEvent.click(startStreaming);
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });
});
