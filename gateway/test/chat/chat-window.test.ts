import type { Patch } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_WINDOW_MS, ChatChannels } from '../../src/chat/chat-channels';
import type { ChatChange, ChatLog } from '../../src/chat/chat-log';
import type { RealtimeLog } from '../../src/realtime/channels/log';

const CHANNEL = 'room:7';
const silent = { warn: () => undefined, error: () => undefined } as unknown as RealtimeLog;

/** A chat log holding one room whose channel is at revision 10 with no messages. */
const log = { snapshot: async () => ({ seq: 10, state: { messages: [] } }) } as unknown as ChatLog;
const header = async () => ({ roomId: 7 }) as never;

const message = (seq: number): ChatChange => ({ channel: CHANNEL, seq, ops: [{ op: 'set', path: ['last'], value: seq }] });

describe('the chat window', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function openChannel() {
    const channels = new ChatChannels(log, header, silent);
    await channels.open(CHANNEL);
    const turns: number[][] = [];
    /** When each turn came, on the fake clock. */
    const times: number[] = [];
    let turn: number[] | undefined;
    channels.store.onDeliver((patch: Patch) => {
      if (turn === undefined) {
        turn = [];
        turns.push(turn);
        times.push(Date.now());
        queueMicrotask(() => (turn = undefined));
      }
      turn.push(patch.seq);
    });
    return { channels, turns, times };
  }

  it("applies a quiet channel's changes of one moment at once, together, in order", async () => {
    const { channels, turns } = await openChannel();
    channels.publish(message(11));
    channels.receive(message(13));
    channels.publish(message(12));
    expect(turns).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(turns).toEqual([[11, 12, 13]]);
    expect(channels.store.get(CHANNEL)?.state).toEqual({ messages: [], last: 13 });
    channels.close();
  });

  it('holds what comes within a window of a frame until the window ends, so frames are a window apart', async () => {
    const { channels, turns, times } = await openChannel();
    const start = Date.now();
    channels.publish(message(11));
    await vi.advanceTimersByTimeAsync(40);
    channels.receive(message(13));
    channels.publish(message(12));
    await vi.advanceTimersByTimeAsync(110);
    channels.publish(message(14));
    await vi.advanceTimersByTimeAsync(CHAT_WINDOW_MS * 2);
    expect(turns).toEqual([[11], [12, 13], [14]]);
    const [first, second, third] = times.map((time) => time - start);
    expect(first).toBeLessThanOrEqual(1);
    expect([second! - first!, third! - second!]).toEqual([CHAT_WINDOW_MS, CHAT_WINDOW_MS]);
    expect(channels.store.seqOf(CHANNEL)).toBe(14);
    channels.close();
  });

  it('is quiet again after a window with no change: the next change goes at once', async () => {
    const { channels, turns } = await openChannel();
    channels.publish(message(11));
    await vi.advanceTimersByTimeAsync(1 + CHAT_WINDOW_MS);
    channels.publish(message(12));
    await vi.advanceTimersByTimeAsync(1);
    expect(turns).toEqual([[11], [12]]);
    channels.close();
  });

  it('sends the changes made here to the other gateways at once, a batch as one message', async () => {
    const { channels } = await openChannel();
    const shared: number[][] = [];
    channels.shareWith((changes) => shared.push(changes.map((change) => change.seq)));
    channels.publish(message(11), message(12));
    channels.publish(message(13));
    expect(shared).toEqual([[11, 12], [13]]);
    channels.close();
  });

  it('drops what a window holds when the channels close', async () => {
    const { channels, turns } = await openChannel();
    channels.publish(message(11));
    channels.close();
    await vi.advanceTimersByTimeAsync(CHAT_WINDOW_MS * 2);
    expect(turns).toEqual([]);
  });
});
