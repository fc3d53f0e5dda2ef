import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { SMS_COUNTDOWN_SECONDS, SMS_FAILED_MESSAGE, SMS_TYPE, type SmsRequest } from '@portal/contracts';
import type { ApiResult } from '../../src/lib/api';
import { smsCountdownMachine, type SmsReport } from '../../src/auth/sms-countdown.machine';

const sent: ApiResult<unknown> = { ok: true, code: 200, message: 'success', data: null };

function start(answer: (request: SmsRequest) => Promise<ApiResult<unknown>>) {
  const sendSms = vi.fn(answer);
  const machine = smsCountdownMachine.provide({
    actors: { sendSms: fromPromise<ApiResult<unknown>, SmsRequest>(({ input }) => sendSms(input)) },
  });
  const actor = createActor(machine, { input: {} }).start();
  const reports: SmsReport[] = [];
  actor.on('*', (event) => reports.push(event));
  return { actor, sendSms, reports };
}

const send = { type: 'CODE.SEND', mobile: '13800138000', captchaVerification: 'tok---pt' } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('smsCountdownMachine', () => {
  it('starts ready with nothing counted', () => {
    const { actor } = start(() => Promise.resolve(sent));
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('sends the mobile, the captcha pass value and type 3', async () => {
    const { actor, sendSms } = start(() => Promise.resolve(sent));
    actor.send(send);
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSms).toHaveBeenCalledWith({ mobile: '13800138000', captchaVerification: 'tok---pt', type: SMS_TYPE });
  });

  it('counts 60, 59, … down to 0 a second at a time, then the button returns', async () => {
    const { actor, reports } = start(() => Promise.resolve(sent));
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(reports).toEqual([{ type: 'SMS.SENT' }]);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(SMS_COUNTDOWN_SECONDS);

    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(58);

    await vi.advanceTimersByTimeAsync(57_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('ignores a second send while counting', async () => {
    const { actor, sendSms } = start(() => Promise.resolve(sent));
    actor.send(send);
    await vi.advanceTimersByTimeAsync(5_000);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSms).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(55);
  });

  it('may send again once the countdown is over', async () => {
    const { actor, sendSms } = start(() => Promise.resolve(sent));
    actor.send(send);
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSms).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a failed answer cancels the countdown and shows the server message', async () => {
    const { actor, reports } = start(() =>
      Promise.resolve({ ok: false, code: 429, message: '发送过于频繁', data: null }),
    );
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 0, error: '发送过于频繁' });
    expect(reports).toEqual([{ type: 'SMS.FAILED', message: '发送过于频繁' }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('a failed answer without a message shows 验证码获取失败', async () => {
    const { actor } = start(() => Promise.resolve({ ok: false, code: 500, message: '', data: null }));
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(SMS_FAILED_MESSAGE);
  });

  it('a network failure cancels the countdown and shows 验证码获取失败', async () => {
    const { actor, reports } = start(() => Promise.reject(new Error('offline')));
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(SMS_FAILED_MESSAGE);
    expect(reports).toEqual([{ type: 'SMS.FAILED', message: SMS_FAILED_MESSAGE }]);
  });

  it('a new send clears the previous error', async () => {
    let fail = true;
    const { actor } = start(() =>
      Promise.resolve(fail ? { ok: false, code: 500, message: 'x', data: null } : sent),
    );
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    actor.send(send);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('CODE.RESET stops the countdown', async () => {
    const { actor } = start(() => Promise.resolve(sent));
    actor.send(send);
    await vi.advanceTimersByTimeAsync(3_000);
    actor.send({ type: 'CODE.RESET' });
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('reports to the actor it was given', async () => {
    const receive = vi.fn();
    const parent = createActor(createMachine({ on: { '*': { actions: ({ event }) => receive(event) } } })).start();
    const machine = smsCountdownMachine.provide({
      actors: { sendSms: fromPromise<ApiResult<unknown>, SmsRequest>(() => Promise.resolve(sent)) },
    });
    const actor = createActor(machine, { input: { reportTo: parent } }).start();
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(receive).toHaveBeenCalledWith({ type: 'SMS.SENT' });
  });
});
