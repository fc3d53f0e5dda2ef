import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  DIAMONDS_PER_YUAN,
  MIN_RECHARGE,
  RECHARGE_OPTIONS,
  ResultCode,
  type RechargeOrder,
  type WalletSetting,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import type { ApiResult } from '../lib/api';
import { checkAmount, walletAmount } from './money';
import { rechargeMachine, type PaymentState } from './recharge.machine';
import { forgetReturn, keptReturn, rememberReturn } from './top-up-return';
import { walletCalls, walletQueries } from './queries';

/** Yuan to pay for `diamonds`, to 2 places. */
export function priceOf(diamonds: number, diamondsPerYuan: number = DIAMONDS_PER_YUAN): string {
  return (diamonds / diamondsPerYuan).toFixed(2);
}

/** What a look at a returned order finds: paid, still pending, or unknown to the gateway. */
export async function paymentStateOf(orderId: string): Promise<PaymentState> {
  const answer = await walletCalls.rechargeOrder(orderId);
  if (answer.ok) return answer.data.status === 'paid' ? 'paid' : 'pending';
  // Not found or not the user's: no payment will ever arrive for it. Anything else may pass on a later look.
  if (answer.code === ResultCode.NOT_FOUND || answer.code === ResultCode.FORBIDDEN) return 'failed';
  return 'pending';
}

const fallbackSetting: Pick<WalletSetting, 'diamondsPerYuan' | 'rechargeOptions' | 'minRecharge' | 'maxAmount'> = {
  diamondsPerYuan: DIAMONDS_PER_YUAN,
  rechargeOptions: [...RECHARGE_OPTIONS],
  minRecharge: MIN_RECHARGE,
  maxAmount: 10_000_000,
};

/**
 * /v/pay: pick an amount of diamonds and pay it with the provider; back from its page (with
 * `orderId`), wait for the confirmation and show the credited balance. Come from a page that asked
 * for diamonds (`back`), the credited user is taken back to it.
 */
export function TopUpPage({
  returnedOrderId,
  back,
  followPayment = (payUrl) => window.location.assign(payUrl),
}: {
  returnedOrderId?: string;
  /** The page that sent the user to top up, to return to once the diamonds are credited. */
  back?: string;
  /** Leaves for the provider's page; tests watch it instead. */
  followPayment?: (payUrl: string) => void;
}) {
  const { balances, refreshBalances } = useAuth();
  const setting = useQuery(walletQueries.setting());
  const rules = setting.data ?? fallbackSetting;
  const [choice, setChoice] = useState<number | null>(rules.rechargeOptions[0] ?? null);
  const [custom, setCustom] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const [machine] = useState(() =>
    rechargeMachine.provide({
      actors: {
        createRecharge: fromPromise<ApiResult<RechargeOrder>, { amount: number; requestKey: string }>(({ input }) =>
          walletCalls.recharge(input),
        ),
        checkPayment: fromPromise<PaymentState, { orderId: string }>(({ input }) =>
          paymentStateOf(input.orderId),
        ),
      },
      actions: {
        followPayment: (_, params) => followPayment(params.payUrl),
        balancesChanged: () => refreshBalances(),
      },
    }),
  );
  const recharge = useActorRef(machine, { input: { returnedOrderId: returnedOrderId ?? null } });
  const snapshot = useSelector(recharge, (current) => current);
  const error = snapshot.context.error;
  // Back from the provider the address bar holds only the order: the page to return to was kept.
  const [returnTo] = useState(() => back ?? (returnedOrderId ? keptReturn() : undefined));
  const credited = snapshot.hasTag('credited');
  const navigate = useNavigate();
  useEffect(() => {
    if (!credited || !returnTo) return;
    forgetReturn();
    void navigate({ href: returnTo, replace: true });
  }, [credited, returnTo, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = custom.trim()
      ? checkAmount(custom, { min: rules.minRecharge, max: rules.maxAmount })
      : choice !== null
        ? ({ ok: true, amount: choice } as const)
        : checkAmount('', { min: rules.minRecharge });
    if (!checked.ok) {
      setFormError(checked.message);
      return;
    }
    setFormError(null);
    rememberReturn(returnTo);
    recharge.send({ type: 'RECHARGE.START', amount: checked.amount });
  }

  const amount = custom.trim() ? Number(custom.replaceAll(',', '')) : choice;

  return (
    <section className="panel top-up" data-testid="top-up-page">
      <h1 className="top-up__title">钻石充值</h1>
      <p className="muted">
        当前钻石 <strong data-testid="top-up-balance">{walletAmount(balances?.balance)}</strong>
        ，1 元 = {rules.diamondsPerYuan} 钻石
      </p>
      {returnTo && !credited && (
        <p className="top-up__return" data-testid="top-up-return">
          充值到账后将自动返回原页面 ·{' '}
          <button type="button" className="link-button" onClick={() => void navigate({ href: returnTo })}>
            不充值，返回
          </button>
        </p>
      )}
      {snapshot.hasTag('confirming') && (
        <p className="top-up__status" role="status" data-testid="top-up-confirming">
          正在确认支付结果…
        </p>
      )}
      {credited && (
        <div className="top-up__status" role="status" data-testid="top-up-credited">
          <p>
            充值成功，钻石已到账！当前钻石 {walletAmount(balances?.balance)}
            {returnTo && '，正在返回原页面…'}
          </p>
          <button type="button" className="button" onClick={() => recharge.send({ type: 'RECHARGE.AGAIN' })}>
            继续充值
          </button>
          <Link to="/v/wallet" className="link-button">
            查看钱包
          </Link>
        </div>
      )}
      {(snapshot.hasTag('unpaid') || snapshot.hasTag('unconfirmed')) && (
        <div className="top-up__status" role="alert" data-testid="top-up-unconfirmed">
          <p>{error}</p>
          <button type="button" className="button" onClick={() => recharge.send({ type: 'RECHARGE.AGAIN' })}>
            重新充值
          </button>
        </div>
      )}
      {(snapshot.hasTag('choosing') || snapshot.hasTag('creating') || snapshot.hasTag('paying')) && (
        <form className="top-up__form" onSubmit={submit} noValidate data-testid="top-up-form">
          <div className="top-up__options" role="radiogroup" aria-label="充值金额">
            {rules.rechargeOptions.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={!custom.trim() && choice === option}
                className={!custom.trim() && choice === option ? 'top-up__option is-selected' : 'top-up__option'}
                onClick={() => {
                  setChoice(option);
                  setCustom('');
                }}
                data-testid={`top-up-option-${option}`}
              >
                <strong>{walletAmount(option)} 钻石</strong>
                <span className="muted">¥{priceOf(option, rules.diamondsPerYuan)}</span>
              </button>
            ))}
          </div>
          <label className="top-up__custom">
            其他金额
            <input
              type="text"
              inputMode="numeric"
              placeholder={`最少 ${rules.minRecharge} 钻石`}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              data-testid="top-up-custom"
            />
          </label>
          {amount !== null && Number.isFinite(amount) && amount > 0 && (
            <p className="muted" data-testid="top-up-price">
              应付 ¥{priceOf(amount, rules.diamondsPerYuan)}
            </p>
          )}
          {(formError || error) && (
            <p className="form-error" role="alert" data-testid="top-up-error">
              {formError || error}
            </p>
          )}
          <button
            type="submit"
            className="button"
            disabled={!snapshot.hasTag('choosing')}
            data-testid="top-up-submit"
          >
            {snapshot.hasTag('choosing') ? '去支付' : '正在前往支付…'}
          </button>
        </form>
      )}
    </section>
  );
}
