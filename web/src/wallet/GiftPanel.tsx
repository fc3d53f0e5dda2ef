import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MAX_GIFT_COUNT, WALLET_CURRENCY_LABELS, type Balances, type Gift, type SendGiftResult } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import type { ApiResult } from '../lib/api';
import { giftComboMachine, insufficientMessage, type GiftSend } from './gift-combo.machine';
import { walletAmount } from './money';
import { walletCalls, walletQueries } from './queries';
import { TopUpLink } from './TopUpLink';

/** The counts the panel offers for one send. */
export const GIFT_COUNT_CHOICES = [1, 10, 66, 188, 520, 1314] as const;

/**
 * The gift the panel opens on: the first of the catalogue the viewer can afford one of; with
 * nothing affordable, the first bought with diamonds (the currency a top-up buys); for a visitor,
 * the first.
 */
export function openingGift(gifts: readonly Gift[], balances: Balances | null): Gift | null {
  if (!balances) return gifts[0] ?? null;
  return gifts.find((gift) => balances[gift.currency] >= gift.price) ?? gifts.find((gift) => gift.currency === 'balance') ?? gifts[0] ?? null;
}

/**
 * The gift bar of a room: the catalogue, a count, the sender's balance, and a send that debits it.
 * While a combo window is open the last order can be repeated with one click. A visitor's send opens
 * the login modal.
 */
export function GiftPanel({ roomId, anchorId }: { roomId: number; anchorId: number }) {
  const { signedIn, balances, userInfo, openLogin, refreshBalances } = useAuth();
  const gifts = useQuery(walletQueries.gifts());
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [count, setCount] = useState<number>(1);

  // The machine is made once: the room page mounts a new panel for another room.
  const [machine] = useState(() =>
    giftComboMachine.provide({
      actors: {
        sendGift: fromPromise<ApiResult<SendGiftResult>, GiftSend>(({ input }) =>
          walletCalls.sendGift({ roomId, giftId: input.giftId, count: input.count, requestKey: input.requestKey }),
        ),
      },
      actions: {
        balancesChanged: () => {
          refreshBalances();
          void queryClient.invalidateQueries({ queryKey: walletQueries.roomRank(anchorId).queryKey });
        },
      },
    }),
  );
  const combo = useActorRef(machine);
  const sending = useSelector(combo, (snapshot) => snapshot.hasTag('sending'));
  const inCombo = useSelector(combo, (snapshot) => snapshot.hasTag('combo'));
  const comboCount = useSelector(combo, (snapshot) => snapshot.context.combo);
  const refusal = useSelector(combo, (snapshot) => snapshot.context.refusal);
  const lastGiftId = useSelector(combo, (snapshot) => snapshot.context.order?.giftId ?? null);

  const list = gifts.data ?? [];
  const selected = list.find((gift) => gift.id === selectedId) ?? openingGift(list, balances);
  const affordsNone = balances !== null && list.length > 0 && list.every((gift) => balances[gift.currency] < gift.price);
  const lastGift = list.find((gift) => gift.id === lastGiftId) ?? null;
  const ownRoom = userInfo?.id === anchorId;

  function balanceOf(gift: Gift): number | null {
    return balances ? balances[gift.currency] : null;
  }

  function send() {
    if (!signedIn) {
      openLogin();
      return;
    }
    if (!selected) return;
    combo.send({
      type: 'GIFT.SEND',
      giftId: selected.id,
      count,
      cost: selected.price * count,
      currency: selected.currency,
      balance: balanceOf(selected),
    });
  }

  function repeat() {
    if (!lastGift) return;
    combo.send({ type: 'GIFT.REPEAT', balance: balanceOf(lastGift) });
  }

  return (
    <section className="panel gift-panel" data-testid="gift-panel" aria-label="礼物">
      <div className="gift-panel__head">
        <h2 className="panel__title">送礼物</h2>
        {signedIn ? (
          <span className="gift-panel__balance">
            钻石 <strong data-testid="gift-panel-balance">{walletAmount(balances?.balance)}</strong>
            <span className="gift-panel__sep">·</span>
            球票 <strong data-testid="gift-panel-ticket">{walletAmount(balances?.ticket)}</strong>
            <TopUpLink className="gift-panel__recharge" testId="gift-panel-recharge">
              充值
            </TopUpLink>
          </span>
        ) : (
          <button type="button" className="link-button" onClick={openLogin} data-testid="gift-panel-login">
            登录后送礼物
          </button>
        )}
      </div>
      {gifts.isPending && <p className="muted">礼物加载中…</p>}
      {gifts.isError && (
        <p className="muted" role="alert">
          {gifts.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void gifts.refetch()}>
            重试
          </button>
        </p>
      )}
      <ul className="gift-panel__gifts" role="listbox" aria-label="礼物列表">
        {list.map((gift) => (
          <li key={gift.id} role="none">
            <button
              type="button"
              role="option"
              aria-selected={gift.id === selected?.id}
              className={gift.id === selected?.id ? 'gift is-selected' : 'gift'}
              onClick={() => setSelectedId(gift.id)}
              data-testid={`gift-${gift.id}`}
            >
              <img className="gift__icon" src={gift.icon} alt="" />
              <span className="gift__name">{gift.name}</span>
              <span className="gift__price">
                {walletAmount(gift.price)}
                {WALLET_CURRENCY_LABELS[gift.currency]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {signedIn && affordsNone && (
        <p className="gift-panel__hint" data-testid="gift-panel-hint">
          球票由平台活动赠送，钻石可充值获得。
          <TopUpLink className="gift-panel__recharge">充值钻石</TopUpLink>
        </p>
      )}
      <div className="gift-panel__actions">
        <label className="gift-panel__count">
          数量
          <select
            value={count}
            onChange={(event) => setCount(Math.min(MAX_GIFT_COUNT, Number(event.target.value)))}
            data-testid="gift-count"
          >
            {GIFT_COUNT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </label>
        {selected && (
          <span className="muted" data-testid="gift-cost">
            共 {walletAmount(selected.price * count)}
            {WALLET_CURRENCY_LABELS[selected.currency]}
          </span>
        )}
        <button
          type="button"
          className="button gift-panel__send"
          disabled={sending || !selected || ownRoom}
          title={ownRoom ? '不能给自己送礼物' : undefined}
          onClick={send}
          data-testid="gift-send"
        >
          {sending ? '赠送中…' : '赠送'}
        </button>
        {inCombo && lastGift && (
          <button type="button" className="gift-panel__combo" onClick={repeat} data-testid="gift-repeat">
            连送 {lastGift.name}
            <span className="gift-panel__combo-count" data-testid="gift-panel-combo">
              ×{comboCount}
            </span>
          </button>
        )}
      </div>
      {refusal && (
        <p className="gift-panel__refusal" role="alert" data-testid="gift-refusal">
          {refusal}
          {(refusal === insufficientMessage('balance') || refusal === insufficientMessage('ticket')) && (
            <TopUpLink className="gift-panel__recharge">去充值</TopUpLink>
          )}
          <button
            type="button"
            className="link-button link-button--quiet"
            aria-label="关闭"
            onClick={() => combo.send({ type: 'REFUSAL.DISMISS' })}
          >
            ×
          </button>
        </p>
      )}
    </section>
  );
}
