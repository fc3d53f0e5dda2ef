import type { ChatLine } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatChange, NewChatMessage } from '../../src/chat/chat-log';
import { createChatWriter } from '../../src/chat/chat-writer';

const message = (content: string, roomId = 1): NewChatMessage => ({ target: { roomId }, kind: 'text', userId: 9, content, createdAt: 0 });

/** A chat log whose writes finish when the test says, recording each batch it was given. */
function heldLog() {
  const batches: string[][] = [];
  const releases: Array<(fail?: Error) => void> = [];
  let seq = 0;
  return {
    batches,
    release: (index: number, fail?: Error) => releases[index]!(fail),
    appendAll(messages: readonly NewChatMessage[]) {
      batches.push(messages.map((one) => one.content));
      return new Promise<Array<{ line: ChatLine; change: ChatChange }>>((resolve, reject) => {
        releases.push((fail) => {
          if (fail) return reject(fail);
          resolve(
            messages.map((one) => {
              seq += 1;
              return { line: { id: seq, content: one.content } as ChatLine, change: { channel: 'room:1', seq, ops: [] } };
            }),
          );
        });
      });
    },
  };
}

const CHAT_WINDOW = 100;

/** A writer over a held log, recording the sequence numbers of each batch it broadcasts. */
function heldWriter() {
  const log = heldLog();
  const published: number[][] = [];
  const writer = createChatWriter(log, { publish: (...changes) => published.push(changes.map((change) => change.seq)) }, CHAT_WINDOW);
  return { log, published, writer };
}

describe('the chat writer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stores a quiet channel's messages of one turn at once, as a batch, each channel on its own", async () => {
    const { log, published, writer } = heldWriter();
    const first = writer.write(message('一'));
    const second = writer.write(message('二'));
    const elsewhere = writer.write(message('别处', 2));
    expect(log.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.batches).toEqual([['一', '二'], ['别处']]);
    log.release(0);
    log.release(1);
    expect([(await first).content, (await second).content, (await elsewhere).content]).toEqual(['一', '二', '别处']);
    expect(published).toEqual([[1, 2], [3]]);
  });

  it('gathers what comes within the window into one batch, stored when it ends and after the one before, and broadcasts it in one piece before it answers', async () => {
    const { log, published, writer } = heldWriter();
    const first = writer.write(message('一'));
    await vi.advanceTimersByTimeAsync(0);
    expect(log.batches).toEqual([['一']]);
    log.release(0);
    expect((await first).content).toBe('一');
    expect(published).toEqual([[1]]);

    await vi.advanceTimersByTimeAsync(30);
    const rest = [writer.write(message('二')), writer.write(message('三'))];
    await vi.advanceTimersByTimeAsync(30);
    rest.push(writer.write(message('四')));
    await vi.advanceTimersByTimeAsync(CHAT_WINDOW - 61);
    expect(log.batches).toEqual([['一']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.batches).toEqual([['一'], ['二', '三', '四']]);

    // The next window ends while that batch is still being stored: its own waits for it.
    await vi.advanceTimersByTimeAsync(50);
    const last = writer.write(message('五'));
    await vi.advanceTimersByTimeAsync(CHAT_WINDOW);
    expect(log.batches).toEqual([['一'], ['二', '三', '四']]);
    log.release(1);
    expect((await Promise.all(rest)).map((line) => line.content)).toEqual(['二', '三', '四']);
    expect(published).toEqual([[1], [2, 3, 4]]);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.batches).toEqual([['一'], ['二', '三', '四'], ['五']]);
    log.release(2);
    expect((await last).content).toBe('五');
    expect(published).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('is quiet again after a window with no message: the next is stored at once', async () => {
    const log = heldLog();
    const writer = createChatWriter(log, { publish: () => undefined }, CHAT_WINDOW);
    const first = writer.write(message('一'));
    await vi.advanceTimersByTimeAsync(0);
    log.release(0);
    await first;
    await vi.advanceTimersByTimeAsync(CHAT_WINDOW);
    const second = writer.write(message('二'));
    await vi.advanceTimersByTimeAsync(0);
    expect(log.batches).toEqual([['一'], ['二']]);
    log.release(1);
    expect((await second).content).toBe('二');
  });

  it('refuses every message of a failed batch and broadcasts none of them, then goes on', async () => {
    const { log, published, writer } = heldWriter();
    const first = writer.write(message('一'));
    await vi.advanceTimersByTimeAsync(0);
    const second = writer.write(message('二'));
    log.release(0, new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await vi.advanceTimersByTimeAsync(CHAT_WINDOW);
    log.release(1);
    expect((await second).content).toBe('二');
    expect(published).toEqual([[1]]);
  });
});
