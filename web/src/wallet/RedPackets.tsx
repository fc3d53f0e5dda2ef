import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  MAX_RED_PACKET_COUNT,
  WALLET_MESSAGES,
  type GrabRedPacketResult,
  type RedPacket,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import type { ApiResult } from '../lib/api';
import { checkAmount, covers, newRequestKey, walletAmount } from './money';
import { formatCountdown, redPacketMachine } from './red-packet.machine';
import { walletCalls, walletMutations, walletQueries } from './queries';

/** How often the room's open packets are asked for again while the list is on screen. */
export const RED_PACKET_REFRESH_MS = 15_000;

export type RedPacketFormCheck = { ok: true; count: number; total: number } | { ok: false; message: string };

/** A red packet form as the gateway will judge it: 1-100 shares, a total of at least one diamond a share, covered by the balance. */
export function checkRedPacketForm(countText: string, totalText: string, balance: number | null): RedPacketFormCheck {
  const count = Number(countText.trim());
  if (!/^\d+$/.test(countText.trim()) || count < 1 || count > MAX_RED_PACKET_COUNT)
    return { ok: false, message: WALLET_MESSAGES.redPacketCount };
  const total = checkAmount(totalText);
  if (!total.ok) return total;
  if (total.amount < count) return { ok: false, message: WALLET_MESSAGES.redPacketTooSmall };
  if (!covers(balance, total.amount)) return { ok: false, message: WALLET_MESSAGES.insufficientDiamonds };
  return { ok: true, count, total: total.amount };
}

/** The red packets of a room: send one with a count and a total, and grab the open ones. */
export function RedPackets({ roomId }: { roomId: number }) {
  const { signedIn, balances, openLogin, refreshBalances } = useAuth();
  const packets = useQuery({ ...walletQueries.redPackets(roomId), refetchInterval: RED_PACKET_REFRESH_MS });
  const [composing, setComposing] = useState(false);

  function compose() {
    if (!signedIn) {
      openLogin();
      return;
    }
    setComposing(true);
  }

  return (
    <section className="panel red-packets" data-testid="red-packets" aria-label="红包">
      <div className="red-packets__head">
        <h2 className="panel__title">红包</h2>
        <button type="button" className="button red-packets__compose" onClick={compose} data-testid="red-packet-compose">
          发红包
        </button>
      </div>
      {composing && (
        <RedPacketForm
          roomId={roomId}
          balance={balances?.balance ?? null}
          onSent={() => {
            setComposing(false);
            refreshBalances();
          }}
          onCancel={() => setComposing(false)}
        />
      )}
      {packets.isError && (
        <p className="muted" role="alert">
          {packets.error.message}
        </p>
      )}
      {packets.isSuccess && packets.data.length === 0 && <p className="muted">暂时没有红包</p>}
      {packets.isSuccess && packets.data.length > 0 && (
        <ul className="red-packets__list">
          {packets.data.map((packet) => (
            <li key={packet.id}>
              <RedPacketCard packet={packet} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RedPacketForm({
  roomId,
  balance,
  onSent,
  onCancel,
}: {
  roomId: number;
  balance: number | null;
  onSent: () => void;
  onCancel: () => void;
}) {
  const [count, setCount] = useState('10');
  const [total, setTotal] = useState('100');
  const [error, setError] = useState<string | null>(null);
  // One key per intended packet: a retry after a lost answer cannot send it twice.
  const requestKey = useRef(newRequestKey());
  const sendPacket = useMutation(
    walletMutations.sendRedPacket({
      onMutate: () => setError(null),
      onSuccess: onSent,
      onError: (failure) => setError(failure.message),
    }),
  );
  const sending = sendPacket.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkRedPacketForm(count, total, balance);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    sendPacket.mutate(
      { roomId, count: checked.count, total: checked.total, requestKey: requestKey.current },
      { onSuccess: () => (requestKey.current = newRequestKey()) },
    );
  }

  return (
    <form className="red-packet-form" onSubmit={submit} noValidate data-testid="red-packet-form">
      <label>
        红包个数
        <input
          type="text"
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          data-testid="red-packet-count"
        />
      </label>
      <label>
        总金额（钻石）
        <input
          type="text"
          inputMode="numeric"
          value={total}
          onChange={(event) => setTotal(event.target.value)}
          data-testid="red-packet-total"
        />
      </label>
      <span className="muted">余额 {walletAmount(balance)} 钻石</span>
      {error && (
        <p className="form-error" role="alert" data-testid="red-packet-error">
          {error}
        </p>
      )}
      <div className="red-packet-form__actions">
        <button type="submit" className="button" disabled={sending} data-testid="red-packet-send">
          {sending ? '发送中…' : '塞钻石进红包'}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}

/** One packet: who sent it, how much is left, the countdown to its expiry, and the grab. */
export function RedPacketCard({ packet }: { packet: RedPacket }) {
  const { signedIn, userInfo, openLogin, refreshBalances } = useAuth();
  const [machine] = useState(() =>
    redPacketMachine.provide({
      actors: {
        grabPacket: fromPromise<ApiResult<GrabRedPacketResult>, { packetId: number }>(({ input }) =>
          walletCalls.grabRedPacket(input.packetId),
        ),
      },
      actions: { balancesChanged: () => refreshBalances() },
    }),
  );
  const actor = useActorRef(machine, {
    input: { packetId: packet.id, expiresAt: Date.parse(packet.expiresAt), grabbed: packet.myAmount },
  });
  const snapshot = useSelector(actor, (current) => current);
  const own = userInfo?.id === packet.senderId;
  const gone = packet.status !== 'open' || packet.grabbedCount >= packet.count;

  function grab() {
    if (!signedIn) {
      openLogin();
      return;
    }
    actor.send({ type: 'PACKET.GRAB' });
  }

  return (
    <article className="red-packet" data-testid={`red-packet-${packet.id}`}>
      <header className="red-packet__head">
        <strong>{packet.senderNickName}</strong> 的红包
      </header>
      <p className="red-packet__progress muted">
        已领 {packet.grabbedCount}/{packet.count} 个，共 {walletAmount(packet.total)} 钻石
      </p>
      {snapshot.hasTag('got') ? (
        <p className="red-packet__got" data-testid="red-packet-got">
          抢到 {walletAmount(snapshot.context.got)} 钻石
        </p>
      ) : snapshot.hasTag('missed') ? (
        <p className="red-packet__missed" data-testid="red-packet-missed">
          {snapshot.context.message}
        </p>
      ) : snapshot.hasTag('expired') || packet.status === 'expired' ? (
        <p className="muted">红包已过期</p>
      ) : gone ? (
        <p className="muted">{WALLET_MESSAGES.redPacketGone}</p>
      ) : (
        <div className="red-packet__open">
          <span className="red-packet__countdown muted" data-testid="red-packet-countdown">
            {formatCountdown(snapshot.context.secondsLeft)} 后过期
          </span>
          {own ? (
            <span className="muted">自己的红包</span>
          ) : (
            <button
              type="button"
              className="button red-packet__grab"
              disabled={snapshot.hasTag('grabbing')}
              onClick={grab}
              data-testid="red-packet-grab"
            >
              {snapshot.hasTag('grabbing') ? '抢红包中…' : '抢'}
            </button>
          )}
          {snapshot.context.message && <span className="form-error">{snapshot.context.message}</span>}
        </div>
      )}
    </article>
  );
}
