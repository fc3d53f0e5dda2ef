// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RechargeOrder, UserInfo, WalletRecord, WalletSetting } from '@portal/contracts';
import { AuthProvider } from '../../src/auth/use-auth';
import { authMachine } from '../../src/auth/auth.machine';
import { createAuthSession } from '../../src/auth/session';
import { TopUpPage } from '../../src/wallet/TopUpPage';
import { WalletPage } from '../../src/wallet/WalletPage';
import { withQueryClient } from '../query-client';
import { centerInfoOf } from '../user-fixtures';

const user: UserInfo = { id: 7, nickName: '老球迷', portrait: null, level: 3, isAnchor: 0, isExpert: 0 };
const setting: WalletSetting = {
  diamondsPerYuan: 10,
  rechargeOptions: [60, 300],
  minRecharge: 10,
  maxAmount: 10_000_000,
  withdrawMinimum: 100,
  hasPayPassword: false,
};

function record(id: number, type: WalletRecord['type'], typeName: string, amount: number, reference = { remark: '', item: '' }): WalletRecord {
  return { id, type, typeName, currency: 'balance', amount, balanceAfter: 12_345, ...reference, createdAt: '2025-03-01T08:00:00Z' };
}

function gateway(routes: Record<string, (body: unknown, query: URLSearchParams) => unknown>) {
  const calls: { route: string; body: unknown; query: URLSearchParams }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body, query: url.searchParams });
    const handler = routes[route];
    const data = handler ? handler(body, url.searchParams) : null;
    return new Response(JSON.stringify({ code: handler ? 200 : 404, message: handler ? 'success' : 'not found', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetchImpl, calls };
}

async function renderSignedIn(node: ReactNode) {
  const auth = createAuthSession(undefined, authMachine.provide({ actions: { reloadPage: () => {} } }));
  const root = createRootRoute({
    component: () => (
      <AuthProvider session={auth}>
        {node}
        <Outlet />
      </AuthProvider>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/' })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(withQueryClient(<RouterProvider router={router} />));
  });
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<TopUpPage>', () => {
  it('creates the order for the chosen amount with a request key and follows the payment URL', async () => {
    const order: RechargeOrder = {
      orderId: 'R9',
      amount: 300,
      price: 3000,
      status: 'pending',
      payUrl: '/sandbox/pay/checkout/R9',
      createdAt: '2025-03-01T08:00:00Z',
    };
    const { fetchImpl, calls } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance: 0, ticket: 0 }),
      'GET /pay/setting': () => setting,
      'POST /pay/recharge': () => order,
    });
    vi.stubGlobal('fetch', fetchImpl);
    const followPayment = vi.fn();
    await renderSignedIn(<TopUpPage followPayment={followPayment} />);
    await waitFor(() => expect(screen.getByTestId('top-up-option-300')).toBeTruthy());

    fireEvent.click(screen.getByTestId('top-up-option-300'));
    expect(screen.getByTestId('top-up-price').textContent).toBe('应付 ¥30.00');
    fireEvent.click(screen.getByTestId('top-up-submit'));

    await waitFor(() => expect(followPayment).toHaveBeenCalledWith('/sandbox/pay/checkout/R9'));
    const body = calls.find((call) => call.route === 'POST /pay/recharge')?.body as { amount: number; requestKey: string };
    expect(body.amount).toBe(300);
    expect(body.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a custom amount below the minimum without creating an order', async () => {
    const { fetchImpl, calls } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance: 0, ticket: 0 }),
      'GET /pay/setting': () => setting,
    });
    vi.stubGlobal('fetch', fetchImpl);
    await renderSignedIn(<TopUpPage followPayment={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('top-up-option-60')).toBeTruthy());
    fireEvent.change(screen.getByTestId('top-up-custom'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('top-up-submit'));
    expect(screen.getByTestId('top-up-error').textContent).toBe('金额不能低于10');
    fireEvent.change(screen.getByTestId('top-up-custom'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('top-up-submit'));
    expect(screen.getByTestId('top-up-error').textContent).toBe('金额必须是正整数');
    expect(calls.some((call) => call.route === 'POST /pay/recharge')).toBe(false);
  });

  it('back from the payment, shows the credited diamonds once the order is paid', async () => {
    let balance = 0;
    let looks = 0;
    const { fetchImpl } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance, ticket: 0 }),
      'GET /pay/setting': () => setting,
      'GET /pay/recharge/order': (_, query) => {
        looks += 1;
        if (looks >= 2) balance = 300;
        return {
          orderId: query.get('orderId'),
          amount: 300,
          price: 3000,
          status: looks >= 2 ? 'paid' : 'pending',
          payUrl: '',
          createdAt: '2025-03-01T08:00:00Z',
        };
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    await renderSignedIn(<TopUpPage returnedOrderId="R9" />);
    expect(screen.getByTestId('top-up-confirming')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('top-up-credited')).toBeTruthy(), { timeout: 4_000 });
    await waitFor(() => expect(screen.getByTestId('top-up-balance').textContent).toBe('300'));
  });

  it('takes the user who came to top up from a plan back to it once the diamonds are credited', async () => {
    const order: RechargeOrder = {
      orderId: 'R9',
      amount: 300,
      price: 3000,
      status: 'pending',
      payUrl: '/sandbox/pay/checkout/R9',
      createdAt: '2025-03-01T08:00:00Z',
    };
    const { fetchImpl } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance: 0, ticket: 0 }),
      'GET /pay/setting': () => setting,
      'POST /pay/recharge': () => order,
      'GET /pay/recharge/order': () => ({ ...order, status: 'paid' }),
    });
    vi.stubGlobal('fetch', fetchImpl);
    const followPayment = vi.fn();
    await renderSignedIn(<TopUpPage back="/guide/plan/P1?from=paywall" followPayment={followPayment} />);
    expect(screen.getByTestId('top-up-return').textContent).toContain('充值到账后将自动返回原页面');
    await waitFor(() => expect(screen.getByTestId('top-up-option-300')).toBeTruthy());
    fireEvent.click(screen.getByTestId('top-up-option-300'));
    fireEvent.click(screen.getByTestId('top-up-submit'));
    await waitFor(() => expect(followPayment).toHaveBeenCalledWith('/sandbox/pay/checkout/R9'));
    cleanup();

    // The provider sends the user to /v/pay?orderId=R9, which knows nothing of the plan.
    const router = await renderSignedIn(<TopUpPage returnedOrderId="R9" />);
    await waitFor(() => expect(router.state.location.href).toBe('/guide/plan/P1?from=paywall'));
    expect(sessionStorage.getItem('portal.topUp.back')).toBeNull();
  });
});

describe('<WalletPage>', () => {
  it('shows the balances with separators and the records by their Chinese type names, filterable by type', async () => {
    const { fetchImpl, calls } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance: 1_234_567, ticket: 8_900 }),
      'GET /pay/setting': () => setting,
      'GET /pay/income': () => ({ balance: 2_500, ticket: 0 }),
      'POST /pay/record/trans-list': () => ({
        list: [
          record(3, 4, '方案购买', -18, { remark: 'plan:84', item: '方案：稳胆推荐，信心十足' }),
          record(2, 2, '礼物打赏', -100, { remark: '火箭x2', item: '礼物：火箭x2' }),
          record(1, 1, '钻石充值', 1_000),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      }),
    });
    vi.stubGlobal('fetch', fetchImpl);
    await renderSignedIn(<WalletPage />);
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('1,234,567'));
    expect(screen.getByTestId('wallet-ticket').textContent).toBe('8,900');
    await waitFor(() => expect(screen.getByTestId('wallet-income').textContent).toBe('2,500'));
    await waitFor(() => expect(screen.getAllByTestId('wallet-record-type').map((cell) => cell.textContent)).toEqual(['方案购买', '礼物打赏', '钻石充值']));
    expect(screen.getAllByTestId('wallet-record-amount').map((cell) => cell.textContent)).toEqual(['-18', '-100', '+1,000']);
    // 备注 names what was bought, never the row's reference.
    expect(screen.getAllByTestId('wallet-record-item').map((cell) => cell.textContent)).toEqual(['方案：稳胆推荐，信心十足', '礼物：火箭x2', '']);

    fireEvent.change(screen.getByTestId('transaction-type-filter'), { target: { value: '9' } });
    await waitFor(() =>
      expect(calls.filter((call) => call.route === 'POST /pay/record/trans-list').at(-1)?.body).toEqual({
        page: 1,
        pageSize: 10,
        type: 9,
      }),
    );
    expect(screen.getByRole('option', { name: '礼物收入' })).toBeTruthy();
  });

  it('offers the income export as a CSV download', async () => {
    const { fetchImpl } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance: 0, ticket: 0 }),
      'GET /pay/setting': () => setting,
      'GET /pay/income': () => ({ balance: 0, ticket: 0 }),
      'POST /pay/record/income': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
      'POST /pay/record/trans-list': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
    });
    vi.stubGlobal('fetch', fetchImpl);
    await renderSignedIn(<WalletPage />);
    fireEvent.click(screen.getByTestId('wallet-tab-income'));
    expect(screen.getByTestId('income-export').getAttribute('href')).toBe('/pay/export/income/');
  });

  it('refuses a withdrawal below the minimum from /pay/lowest and one without a pay password set', async () => {
    const { fetchImpl, calls } = gateway({
      'GET /user/center/info': () => centerInfoOf(user),
      'POST /tj/expert/info': () => null,
      'GET /pay/balances': () => ({ balance: 0, ticket: 0 }),
      'GET /pay/setting': () => setting,
      'GET /pay/income': () => ({ balance: 5_000, ticket: 0 }),
      'GET /pay/lowest': () => ({ lowest: 100 }),
      'GET /pay/card-list/7': () => [],
      'POST /pay/record/trans-list': () => ({ list: [], total: 0, page: 1, pageSize: 10 }),
    });
    vi.stubGlobal('fetch', fetchImpl);
    await renderSignedIn(<WalletPage />);
    await waitFor(() => expect(screen.getByTestId('wallet-income').textContent).toBe('5,000'));
    fireEvent.click(screen.getByTestId('wallet-tab-withdraw'));
    await waitFor(() => expect(screen.getByTestId('withdraw-minimum').textContent).toContain('100'));
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-outcome').textContent).toBe('金额不能低于100');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '6000' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-outcome').textContent).toBe('可提现收益不足');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-outcome').textContent).toBe('请先设置支付密码');
    expect(calls.some((call) => call.route === 'POST /pay/withdraw')).toBe(false);
  });
});
