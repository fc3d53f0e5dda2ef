import type { ChatLine } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
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

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the chat writer', () => {
  it('writes the messages of one turn as a batch, gathers what comes meanwhile into the next, and broadcasts before it answers', async () => {
    const log = heldLog();
    const published: number[] = [];
    const writer = createChatWriter(log, { publish: (change) => published.push(change.seq) });
    const first = writer.write(message('一'));
    const second = writer.write(message('二'));
    const elsewhere = writer.write(message('别处', 2));
    expect(log.batches).toEqual([]);
    await turn();
    expect(log.batches).toEqual([['一', '二'], ['别处']]);

    const rest = [writer.write(message('三')), writer.write(message('四'))];
    await turn();
    expect(log.batches).toEqual([['一', '二'], ['别处']]);
    log.release(0);
    expect([(await first).content, (await second).content]).toEqual(['一', '二']);
    expect(log.batches).toEqual([['一', '二'], ['别处'], ['三', '四']]);
    log.release(2);
    expect((await Promise.all(rest)).map((line) => line.content)).toEqual(['三', '四']);
    log.release(1);
    await elsewhere;
    expect(published).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses every message of a failed batch and broadcasts none of them, then goes on', async () => {
    const log = heldLog();
    const published: number[] = [];
    const writer = createChatWriter(log, { publish: (change) => published.push(change.seq) });
    const first = writer.write(message('一'));
    await turn();
    const second = writer.write(message('二'));
    log.release(0, new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    log.release(1);
    expect((await second).content).toBe('二');
    expect(published).toEqual([1]);
  });
});
