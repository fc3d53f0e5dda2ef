import { NETWORK_FAILED, type GrabRedPacketResult } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../../src/lib/api';
import { formatCountdown, redPacketMachine, secondsUntil } from '../../src/wallet/red-packet.machine';

const won = (amount: number): GrabRedPacketResult => ({ packetId: 9, amount, balances: { balance: amount, ticket: 0 } });

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

function start(
  answer: () => Promise<ApiResult<GrabRedPacketResult>>,
  input: { expiresAt?: number; grabbed?: number | null } = {},
) {
  const grabPacket = vi.fn(answer);
  const balancesChanged = vi.fn();
  const machine = redPacketMachine.provide({
    actors: { grabPacket: fromPromise(() => grabPacket()) },
    actions: { balancesChanged },
  });
  const actor = createActor(machine, {
    input: { packetId: 9, expiresAt: input.expiresAt ?? NOW + 60_000, grabbed: input.grabbed },
  }).start();
  return { actor, grabPacket, balancesChanged };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('secondsUntil and formatCountdown', () => {
  it('rounds a part second up and never goes below 0', () => {
    expect(secondsUntil(NOW + 1_001, NOW)).toBe(2);
    expect(secondsUntil(NOW + 1_000, NOW)).toBe(1);
    expect(secondsUntil(NOW - 5_000, NOW)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(86_400)).toBe('24:00:00');
  });
});

describe('redPacketMachine', () => {
  it('counts down a second at a time and expires when the time runs out', async () => {
    const { actor } = start(() => Promise.resolve({ ok: true, code: 200, message: '', data: won(1) }), {
      expiresAt: NOW + 3_000,
    });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('shows what a grab got and refreshes the balances', async () => {
    const { actor, grabPacket, balancesChanged } = start(() =>
      Promise.resolve({ ok: true, code: 200, message: '', data: won(37) }),
    );
    actor.send({ type: 'PACKET.GRAB' });
    expect(actor.getSnapshot().hasTag('grabbing')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(grabPacket).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('got')).toBe(true);
    expect(actor.getSnapshot().context.got).toBe(37);
    expect(balancesChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the gateway's refusal of a grab", async () => {
    const { actor, balancesChanged } = start(() =>
      Promise.resolve({ ok: false, code: 30020, message: '您已经抢过这个红包了', data: null }),
    );
    actor.send({ type: 'PACKET.GRAB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('missed')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('您已经抢过这个红包了');
    expect(balancesChanged).not.toHaveBeenCalled();
  });

  it('lets the user try again after a network failure', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'PACKET.GRAB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(NETWORK_FAILED);
  });

  it('opens on what the user got when the packet was already grabbed by them', () => {
    const { actor } = start(() => Promise.reject(new Error('not called')), { grabbed: 12 });
    expect(actor.getSnapshot().hasTag('got')).toBe(true);
    expect(actor.getSnapshot().context.got).toBe(12);
  });
});
