import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  MAX_BOUND_CARDS,
  WALLET_MESSAGES,
  bindCardRequestSchema,
  type BankCard,
  type IncomeBalances,
  type WithdrawTarget,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { checkAmount, groupCardNumber, newRequestKey, payPasswordError, walletAmount } from './money';
import type { CallFailure } from '../lib/query-client';
import type { MutationEffects } from '../lib/route-query';
import { walletMutations, walletQueries } from './queries';

/** A wallet write refused without a message of the gateway's own. */
export const PAY_PASSWORD_MISMATCH_ERROR = '两次输入的支付密码不一致';

type Outcome = { text: string; failed: boolean } | null;

function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (!outcome) return null;
  return (
    <p className={outcome.failed ? 'form-error' : 'form-success'} role={outcome.failed ? 'alert' : 'status'} data-testid={testId}>
      {outcome.text}
    </p>
  );
}

function PayPasswordInput({
  label,
  value,
  onChange,
  testId,
  fresh = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** A pay password being chosen, not the one the user has. */
  fresh?: boolean;
}) {
  return (
    <label className="wallet-form__field">
      <span>{label}</span>
      <input
        type="password"
        inputMode="numeric"
        autoComplete={fresh ? 'new-password' : 'current-password'}
        maxLength={6}
        placeholder="6位数字"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        data-testid={testId}
      />
    </label>
  );
}

/**
 * A wallet write of a form, one of the wallet's mutations: the outcome line then shows `done`, the
 * gateway's refusal, or the network failure.
 */
function useWalletWrite<D, V>(
  walletMutation: (effects: MutationEffects<D, V>) => UseMutationOptions<D, CallFailure, V>,
  done: (variables: V) => string,
) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useMutation(
    walletMutation({
      onMutate: () => setOutcome(null),
      onSuccess: (_, variables) => setOutcome({ text: done(variables), failed: false }),
      onError: (failure) => setOutcome({ text: failure.message, failed: true }),
    }),
  );
  return { outcome, setOutcome, busy: mutation.isPending, mutate: mutation.mutate };
}

/** Bound cards (numbers masked as the gateway sends them), binding a new one and unbinding. */
export function CardsPanel() {
  const { userInfo } = useAuth();
  const userId = userInfo?.id ?? 0;
  const cards = useQuery(walletQueries.cards(userId));
  const [form, setForm] = useState({ holderName: '', bankName: '', cardNumber: '' });
  const bindCard = useWalletWrite(walletMutations.bindCard, () => '绑定成功');
  const unbindCard = useWalletWrite(walletMutations.unbindCard, () => '已解绑');
  const busy = bindCard.busy || unbindCard.busy;
  const outcome = unbindCard.outcome ?? bindCard.outcome;

  function bind(event: FormEvent) {
    event.preventDefault();
    const parsed = bindCardRequestSchema.safeParse(form);
    if (!parsed.success) {
      bindCard.setOutcome({ text: parsed.error.issues[0]?.message ?? WALLET_MESSAGES.cardNumberInvalid, failed: true });
      return;
    }
    unbindCard.setOutcome(null);
    bindCard.mutate(parsed.data, { onSuccess: () => setForm({ holderName: '', bankName: '', cardNumber: '' }) });
  }

  function unbind(card: BankCard) {
    if (!window.confirm(`确定解绑 ${card.bankName} ${card.cardNumberMasked}？`)) return;
    bindCard.setOutcome(null);
    unbindCard.mutate(card);
  }

  const list = cards.data ?? [];
  return (
    <section className="wallet-section" data-testid="cards-panel">
      <h2 className="wallet-section__title">银行卡</h2>
      {cards.isError && <p className="form-error">{cards.error.message}</p>}
      {cards.isSuccess && list.length === 0 && <p className="muted">还没有绑定银行卡</p>}
      <ul className="bank-cards">
        {list.map((card) => (
          <li key={card.id} className="bank-card" data-testid="bank-card">
            <strong>{card.bankName}</strong>
            <span className="bank-card__number" data-testid="bank-card-number">
              {card.cardNumberMasked}
            </span>
            <span className="muted">{card.holderNameMasked}</span>
            <button type="button" className="link-button" disabled={busy} onClick={() => unbind(card)} data-testid="bank-card-unbind">
              解绑
            </button>
          </li>
        ))}
      </ul>
      {list.length < MAX_BOUND_CARDS && (
        <form className="wallet-form" onSubmit={bind} noValidate data-testid="bind-card-form">
          <label className="wallet-form__field">
            <span>持卡人</span>
            <input
              type="text"
              autoComplete="cc-name"
              value={form.holderName}
              onChange={(event) => setForm({ ...form, holderName: event.target.value })}
              data-testid="bind-card-holder"
            />
          </label>
          <label className="wallet-form__field">
            <span>开户银行</span>
            <input
              type="text"
              value={form.bankName}
              onChange={(event) => setForm({ ...form, bankName: event.target.value })}
              data-testid="bind-card-bank"
            />
          </label>
          <label className="wallet-form__field">
            <span>银行卡号</span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={groupCardNumber(form.cardNumber)}
              onChange={(event) => setForm({ ...form, cardNumber: event.target.value.replace(/\D/g, '') })}
              data-testid="bind-card-number"
            />
          </label>
          <button type="submit" className="button" disabled={busy} data-testid="bind-card-submit">
            绑定
          </button>
        </form>
      )}
      <OutcomeLine outcome={outcome} testId="cards-outcome" />
    </section>
  );
}

/** Set the pay password the first time, or change it with the old one; a forgotten one is reset by SMS. */
export function PayPasswordPanel({ hasPayPassword }: { hasPayPassword: boolean }) {
  const [form, setForm] = useState({ old: '', next: '', confirm: '' });
  const { outcome, setOutcome, busy, mutate } = useWalletWrite(walletMutations.changePayPassword, () =>
    hasPayPassword ? '支付密码已修改' : '支付密码已设置',
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      (hasPayPassword ? payPasswordError(form.old) : null) ??
      payPasswordError(form.next) ??
      (form.next === form.confirm ? null : PAY_PASSWORD_MISMATCH_ERROR);
    if (problem) {
      setOutcome({ text: problem, failed: true });
      return;
    }
    const body = hasPayPassword ? { oldPayPassword: form.old, payPassword: form.next } : { payPassword: form.next };
    mutate(body, { onSuccess: () => setForm({ old: '', next: '', confirm: '' }) });
  }

  return (
    <section className="wallet-section" data-testid="pay-password-panel">
      <h2 className="wallet-section__title">{hasPayPassword ? '修改支付密码' : '设置支付密码'}</h2>
      <form className="wallet-form" onSubmit={submit} noValidate data-testid="pay-password-form">
        {hasPayPassword && (
          <PayPasswordInput label="原支付密码" value={form.old} onChange={(old) => setForm({ ...form, old })} testId="pay-password-old" />
        )}
        <PayPasswordInput
          label="新支付密码"
          value={form.next}
          onChange={(next) => setForm({ ...form, next })}
          testId="pay-password-new"
          fresh
        />
        <PayPasswordInput
          label="确认支付密码"
          value={form.confirm}
          onChange={(confirm) => setForm({ ...form, confirm })}
          testId="pay-password-confirm"
          fresh
        />
        <button type="submit" className="button" disabled={busy} data-testid="pay-password-submit">
          保存
        </button>
        {hasPayPassword && (
          <Link to="/v/wallet-forget-password" className="link-button" data-testid="pay-password-forgot">
            忘记支付密码？
          </Link>
        )}
      </form>
      <OutcomeLine outcome={outcome} testId="pay-password-outcome" />
    </section>
  );
}

/** Withdraw anchor income to a bound card or into the user's own diamonds, with the pay password. */
export function WithdrawPanel({
  income,
  hasPayPassword,
  onWithdrawn,
}: {
  income: IncomeBalances | null;
  hasPayPassword: boolean;
  onWithdrawn?: () => void;
}) {
  const { userInfo } = useAuth();
  const userId = userInfo?.id ?? 0;
  const lowest = useQuery(walletQueries.lowest());
  const cards = useQuery(walletQueries.cards(userId));
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState<WithdrawTarget>('card');
  const [cardId, setCardId] = useState<number | null>(null);
  const [payPassword, setPayPassword] = useState('');
  const { outcome, setOutcome, busy, mutate } = useWalletWrite(walletMutations.withdraw, (body) =>
    body.target === 'card' ? '提现申请已提交，等待审核' : '已提现到钱包',
  );
  // One key per intended withdrawal: resubmitting after a lost answer cannot withdraw twice.
  const requestKey = useRef(newRequestKey());

  const minimum = lowest.data?.lowest ?? null;
  const cardList = cards.data ?? [];
  const chosenCard = cardId ?? cardList[0]?.id ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAmount(amount, { min: minimum ?? 1 });
    const problem = !checked.ok
      ? checked.message
      : income && checked.amount > income.balance
        ? WALLET_MESSAGES.insufficientIncome
      : !hasPayPassword
        ? WALLET_MESSAGES.payPasswordNotSet
        : (payPasswordError(payPassword) ?? (target === 'card' && chosenCard === null ? WALLET_MESSAGES.cardRequired : null));
    if (!checked.ok || problem) {
      setOutcome({ text: problem ?? WALLET_MESSAGES.cardRequired, failed: true });
      return;
    }
    const body = {
      amount: checked.amount,
      payPassword,
      target,
      requestKey: requestKey.current,
      ...(target === 'card' && chosenCard !== null ? { cardId: chosenCard } : {}),
    };
    mutate(body, {
      onSuccess: () => {
        requestKey.current = newRequestKey();
        setAmount('');
        setPayPassword('');
        onWithdrawn?.();
      },
    });
  }

  return (
    <section className="wallet-section" data-testid="withdraw-panel">
      <h2 className="wallet-section__title">提现</h2>
      <p className="muted">
        可提现收益 <strong data-testid="withdraw-income">{walletAmount(income?.balance)}</strong> 钻石
        {minimum !== null && <span data-testid="withdraw-minimum">，最低提现 {walletAmount(minimum)}</span>}
      </p>
      <form className="wallet-form" onSubmit={submit} noValidate data-testid="withdraw-form">
        <label className="wallet-form__field">
          <span>提现金额</span>
          <input
            type="text"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="withdraw-amount"
          />
        </label>
        <fieldset className="wallet-form__choice">
          <legend>提现到</legend>
          <label>
            <input type="radio" name="withdraw-target" checked={target === 'card'} onChange={() => setTarget('card')} />
            银行卡
          </label>
          <label>
            <input
              type="radio"
              name="withdraw-target"
              checked={target === 'wallet'}
              onChange={() => setTarget('wallet')}
              data-testid="withdraw-to-wallet"
            />
            钱包钻石
          </label>
        </fieldset>
        {target === 'card' && (
          <label className="wallet-form__field">
            <span>银行卡</span>
            {cardList.length === 0 ? (
              <span className="muted">请先绑定银行卡</span>
            ) : (
              <select value={chosenCard ?? ''} onChange={(event) => setCardId(Number(event.target.value))} data-testid="withdraw-card">
                {cardList.map((card) => (
                  <option key={card.id} value={card.id}>
                    {card.bankName} {card.cardNumberMasked}
                  </option>
                ))}
              </select>
            )}
          </label>
        )}
        {hasPayPassword ? (
          <PayPasswordInput label="支付密码" value={payPassword} onChange={setPayPassword} testId="withdraw-pay-password" />
        ) : (
          <p className="muted">{WALLET_MESSAGES.payPasswordNotSet}</p>
        )}
        <button type="submit" className="button" disabled={busy} data-testid="withdraw-submit">
          提现
        </button>
      </form>
      <OutcomeLine outcome={outcome} testId="withdraw-outcome" />
    </section>
  );
}
