import type { Patch } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatChannels } from '../../src/chat/chat-channels';
import type { ChatLog } from '../../src/chat/chat-log';
import type { RealtimeLog } from '../../src/realtime/channels/log';

const CHANNEL = 'room:7';
const silent = { warn: () => undefined, error: () => undefined } as unknown as RealtimeLog;
const header = async () => ({ roomId: 7 }) as never;

describe('catching up the chat channels after the shared connection was lost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads every channel held again, now and a moment later, and sends its watchers the state it moved on to', async () => {
    let held: { seq: number; state: { messages: Record<number, string> } } = { seq: 10, state: { messages: { 1: 'a' } } };
    const log = { snapshot: async () => held } as unknown as ChatLog;
    const channels = new ChatChannels(log, header, silent);
    await channels.open(CHANNEL);
    channels.store.watch(CHANNEL);
    const delivered: Patch[] = [];
    channels.store.onDeliver((patch) => delivered.push(patch));

    // Two messages were written on another gateway while their changes could not be shared.
    held = { seq: 12, state: { messages: { 1: 'a', 2: 'b', 3: 'c' } } };
    channels.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(channels.store.get(CHANNEL)).toEqual(held);
    expect(delivered).toEqual([{ channel: CHANNEL, seq: 12, ops: [{ op: 'set', path: [], value: held.state }] }]);

    // One more, shared just as the connection came back, before this gateway listened again.
    held = { seq: 13, state: { messages: { 1: 'a', 2: 'b', 3: 'c', 4: 'd' } } };
    await vi.advanceTimersByTimeAsync(1_000);
    expect(channels.store.get(CHANNEL)).toEqual(held);
    expect(delivered.map((patch) => patch.seq)).toEqual([12, 13]);
    channels.close();
  });
});
