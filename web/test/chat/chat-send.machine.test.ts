import { SEND_FAILED_MESSAGE } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../../src/lib/api';
import { chatSendMachine, type ChatSendReport, type ChatSendRequest } from '../../src/chat/chat-send.machine';

const taken: ApiResult<unknown> = { ok: true, code: 200, message: 'success', data: null };
const refused = (message: string): ApiResult<unknown> => ({ ok: false, code: 21005, message, data: null });

function start(answer: (request: ChatSendRequest) => Promise<ApiResult<unknown>>, slowModeSeconds = 0) {
  const sendMessage = vi.fn(answer);
  const machine = chatSendMachine.provide({
    actors: { sendMessage: fromPromise<ApiResult<unknown>, ChatSendRequest>(({ input }) => sendMessage(input)) },
  });
  const actor = createActor(machine, { input: { chatId: 7, slowModeSeconds } }).start();
  const reports: ChatSendReport[] = [];
  actor.on('*', (report) => reports.push(report));
  return { actor, sendMessage, reports };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chatSendMachine', () => {
  it('sends the room and the content, and reports it taken', async () => {
    const { actor, sendMessage, reports } = start(() => Promise.resolve(taken));
    actor.send({ type: 'MESSAGE.SEND', content: '好球' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendMessage).toHaveBeenCalledWith({ chatId: 7, content: '好球' });
    expect(reports).toEqual([{ type: 'MESSAGE.SENT', content: '好球' }]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('does not send blank text', () => {
    const { actor, sendMessage } = start(() => Promise.resolve(taken));
    actor.send({ type: 'MESSAGE.SEND', content: '   ' });
    expect(sendMessage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it("keeps the gateway's refusal to show near the input until the next send", async () => {
    let answer = refused('您已被禁言');
    const { actor, reports } = start(() => Promise.resolve(answer));
    actor.send({ type: 'MESSAGE.SEND', content: '你好' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('您已被禁言');
    expect(reports).toEqual([{ type: 'MESSAGE.REFUSED', message: '您已被禁言' }]);

    answer = taken;
    actor.send({ type: 'MESSAGE.SEND', content: '你好' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('answers a failure without a message, or a network error, with the generic message', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'MESSAGE.SEND', content: '你好' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(SEND_FAILED_MESSAGE);
  });

  it('in slow mode counts the seconds down after a send and only then lets the viewer send again', async () => {
    const { actor, sendMessage } = start(() => Promise.resolve(taken), 3);
    actor.send({ type: 'MESSAGE.SEND', content: '一' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('cooling')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);

    actor.send({ type: 'MESSAGE.SEND', content: '二' });
    expect(sendMessage).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('follows the anchor turning slow mode on, and shortens a countdown when it is lowered or turned off', async () => {
    const { actor } = start(() => Promise.resolve(taken));
    actor.send({ type: 'SLOW_MODE.CHANGED', seconds: 10 });
    actor.send({ type: 'MESSAGE.SEND', content: '一' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);

    actor.send({ type: 'SLOW_MODE.CHANGED', seconds: 0 });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });
});
