// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { routes, type RechargeOrder, type UserInfo, type WalletRecord, type WalletSetting } from '@portal/contracts';
import { TopUpPage } from '../../src/wallet/TopUpPage';
import { WalletPage } from '../../src/wallet/WalletPage';
import { fakeGateway, renderPage } from '../harness';

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

/** `node` as a page of the signed-in `user`. */
async function renderSignedIn(node: ReactNode) {
  const { router } = await renderPage(node, { user });
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
    const gateway = fakeGateway()
      .on(routes.pay.setting, () => setting)
      .on(routes.pay.recharge, () => order);
    const followPayment = vi.fn();
    await renderSignedIn(<TopUpPage followPayment={followPayment} />);
    await waitFor(() => expect(screen.getByTestId('top-up-option-300')).toBeTruthy());

    fireEvent.click(screen.getByTestId('top-up-option-300'));
    expect(screen.getByTestId('top-up-price').textContent).toBe('应付 ¥30.00');
    fireEvent.click(screen.getByTestId('top-up-submit'));

    await waitFor(() => expect(followPayment).toHaveBeenCalledWith('/sandbox/pay/checkout/R9'));
    const [body] = gateway.calls(routes.pay.recharge).map((call) => call.body);
    expect(body?.amount).toBe(300);
    expect(body?.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a custom amount below the minimum without creating an order', async () => {
    const gateway = fakeGateway()
      .on(routes.pay.setting, () => setting);
    await renderSignedIn(<TopUpPage followPayment={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('top-up-option-60')).toBeTruthy());
    fireEvent.change(screen.getByTestId('top-up-custom'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('top-up-submit'));
    expect(screen.getByTestId('top-up-error').textContent).toBe('金额不能低于10');
    fireEvent.change(screen.getByTestId('top-up-custom'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('top-up-submit'));
    expect(screen.getByTestId('top-up-error').textContent).toBe('金额必须是正整数');
    expect(gateway.calls(routes.pay.recharge)).toHaveLength(0);
  });

  it('back from the payment, shows the credited diamonds once the order is paid', async () => {
    let balance = 0;
    let looks = 0;
    fakeGateway()
      .on(routes.pay.balances, () => ({ balance, ticket: 0 }))
      .on(routes.pay.setting, () => setting)
      .on(routes.pay.rechargeOrder, ({ query }) => {
        looks += 1;
        if (looks >= 2) balance = 300;
        return {
          orderId: query.orderId,
          amount: 300,
          price: 3000,
          status: looks >= 2 ? ('paid' as const) : ('pending' as const),
          payUrl: '',
          createdAt: '2025-03-01T08:00:00Z',
        };
      });
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
    fakeGateway()
      .on(routes.pay.setting, () => setting)
      .on(routes.pay.recharge, () => order)
      .on(routes.pay.rechargeOrder, () => ({ ...order, status: 'paid' as const }));
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
    const gateway = fakeGateway()
      .on(routes.pay.balances, () => ({ balance: 1_234_567, ticket: 8_900 }))
      .on(routes.pay.setting, () => setting)
      .on(routes.pay.income, () => ({ balance: 2_500, ticket: 0 }))
      .on(routes.pay.transList, () => ({
        list: [
          record(3, 4, '方案购买', -18, { remark: 'plan:84', item: '方案：稳胆推荐，信心十足' }),
          record(2, 2, '礼物打赏', -100, { remark: '火箭x2', item: '礼物：火箭x2' }),
          record(1, 1, '钻石充值', 1_000),
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      }));
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
      expect(gateway.calls(routes.pay.transList).at(-1)?.sent).toEqual({
        page: 1,
        pageSize: 10,
        type: 9,
      }),
    );
    expect(screen.getByRole('option', { name: '礼物收入' })).toBeTruthy();
  });

  it('offers the income export as a CSV download', async () => {
    fakeGateway()
      .on(routes.pay.setting, () => setting)
      .on(routes.pay.income, () => ({ balance: 0, ticket: 0 }))
      .on(routes.pay.incomeRecords, () => ({ list: [], total: 0, page: 1, pageSize: 10 }))
      .on(routes.pay.transList, () => ({ list: [], total: 0, page: 1, pageSize: 10 }));
    await renderSignedIn(<WalletPage />);
    fireEvent.click(screen.getByTestId('wallet-tab-income'));
    expect(screen.getByTestId('income-export').getAttribute('href')).toBe('/pay/export/income/');
  });

  it('refuses a withdrawal below the minimum from /pay/lowest and one without a pay password set', async () => {
    const gateway = fakeGateway()
      .on(routes.pay.setting, () => setting)
      .on(routes.pay.income, () => ({ balance: 5_000, ticket: 0 }))
      .on(routes.pay.lowest, () => ({ lowest: 100 }))
      .on(routes.pay.cardList, () => [], { params: { id: 7 } })
      .on(routes.pay.transList, () => ({ list: [], total: 0, page: 1, pageSize: 10 }));
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
    expect(gateway.calls(routes.pay.withdraw)).toHaveLength(0);
  });
});
