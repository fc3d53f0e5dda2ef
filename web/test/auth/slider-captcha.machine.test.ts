import { CAPTCHA_FAILED_MESSAGE, type CaptchaResponse } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sliderCaptchaMachine, type CaptchaCheckInput, type CaptchaCheckResult, type CaptchaMode, type SliderCaptchaEmitted } from '../../src/auth/slider-captcha.machine';

function challenge(n: number): CaptchaResponse {
  return {
    repCode: '0000',
    repMsg: null,
    repData: { originalImageBase64: `bg${n}`, jigsawImageBase64: `piece${n}`, token: `t${n}`, secretKey: `k${n}` },
  };
}

const tooMany: CaptchaResponse = { repCode: '6201', repMsg: '请求过于频繁', repData: null };

interface Answers {
  fetchChallenge?: (n: number) => Promise<CaptchaResponse>;
  checkAnswer?: (input: CaptchaCheckInput) => Promise<CaptchaCheckResult>;
}

function start(mode: CaptchaMode, answers: Answers = {}) {
  let fetches = 0;
  const fetchChallenge = vi.fn(answers.fetchChallenge ?? ((n: number) => Promise.resolve(challenge(n))));
  const checkAnswer = vi.fn(
    answers.checkAnswer ??
      ((input: CaptchaCheckInput) => Promise.resolve({ repCode: '0000', repMsg: null, pointData: `enc${input.pointJson}` })),
  );
  const machine = sliderCaptchaMachine.provide({
    actors: {
      fetchChallenge: fromPromise<CaptchaResponse>(() => fetchChallenge(++fetches)),
      checkAnswer: fromPromise<CaptchaCheckResult, CaptchaCheckInput>(({ input }) => checkAnswer(input)),
    },
  });
  const actor = createActor(machine, { input: { mode } }).start();
  const emitted: SliderCaptchaEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, fetchChallenge, checkAnswer };
}

type Slider = ReturnType<typeof start>['actor'];

function drag(actor: Slider, x: number, renderedWidth = 310) {
  actor.send({ type: 'DRAG.START' });
  actor.send({ type: 'DRAG.MOVE', x: x / 2 });
  actor.send({ type: 'DRAG.MOVE', x });
  actor.send({ type: 'DRAG.END', renderedWidth });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sliderCaptchaMachine', () => {
  it('loads a challenge, then shows its images idle', async () => {
    const { actor } = start('fixed');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(snapshot.context).toMatchObject({ images: { original: 'bg1', jigsaw: 'piece1' }, token: 't1', secretKey: 'k1' });
  });

  it('follows the drag, then checks x scaled to 310 wide with y 5', async () => {
    const { actor, checkAnswer } = start('fixed');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'DRAG.START' });
    expect(actor.getSnapshot().hasTag('dragging')).toBe(true);
    actor.send({ type: 'DRAG.MOVE', x: 40 });
    expect(actor.getSnapshot().context.x).toBe(40);
    actor.send({ type: 'DRAG.MOVE', x: -3 });
    expect(actor.getSnapshot().context.x).toBe(0);
    actor.send({ type: 'DRAG.MOVE', x: 100 });
    actor.send({ type: 'DRAG.END', renderedWidth: 620 });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkAnswer).toHaveBeenCalledWith({ token: 't1', secretKey: 'k1', pointJson: JSON.stringify({ x: 50, y: 5 }) });
  });

  it('ignores a drop before a drag', async () => {
    const { actor, checkAnswer } = start('fixed');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'DRAG.END', renderedWidth: 310 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(checkAnswer).not.toHaveBeenCalled();
  });

  it('on success emits the pass value at 1 s, not before, and stays in fixed mode', async () => {
    const { actor, emitted } = start('fixed');
    await vi.advanceTimersByTimeAsync(0);
    drag(actor, 120);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    const pass = `t1---enc${JSON.stringify({ x: 120, y: 5 })}`;
    expect(actor.getSnapshot().context.captchaVerification).toBe(pass);
    await vi.advanceTimersByTimeAsync(999);
    expect(emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(emitted).toEqual([{ type: 'passed', captchaVerification: pass }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(emitted).toHaveLength(1);
  });

  it('in pop mode closes at 1.5 s after the pass', async () => {
    const { actor, emitted } = start('pop');
    await vi.advanceTimersByTimeAsync(0);
    drag(actor, 120);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(emitted.map((event) => event.type)).toEqual(['passed']);
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['passed', 'closed']);
  });

  it('a closed pop-up opens on a new challenge with REFRESH', async () => {
    const { actor, fetchChallenge } = start('pop');
    await vi.advanceTimersByTimeAsync(0);
    drag(actor, 120);
    await vi.advanceTimersByTimeAsync(1_500);
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', captchaVerification: null, x: 0 });
  });

  it('on a failed answer shows the server message and refreshes at 1 s', async () => {
    const { actor, fetchChallenge } = start('fixed', {
      checkAnswer: () => Promise.resolve({ repCode: '6111', repMsg: '验证失败', pointData: 'p' }),
    });
    await vi.advanceTimersByTimeAsync(0);
    drag(actor, 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('验证失败');
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', message: null, x: 0 });
  });

  it('a failed answer without a message shows 验证失败, and so does a failed check call', async () => {
    const silent = start('fixed', {
      checkAnswer: () => Promise.resolve({ repCode: '6111', repMsg: null, pointData: 'p' }),
    });
    await vi.advanceTimersByTimeAsync(0);
    drag(silent.actor, 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(silent.actor.getSnapshot().context.message).toBe(CAPTCHA_FAILED_MESSAGE);

    const broken = start('fixed', { checkAnswer: () => Promise.reject(new Error('offline')) });
    await vi.advanceTimersByTimeAsync(0);
    drag(broken.actor, 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(broken.actor.getSnapshot().context.message).toBe(CAPTCHA_FAILED_MESSAGE);
  });

  it("'6201' blanks the images", async () => {
    const { actor } = start('fixed', { fetchChallenge: (n) => Promise.resolve(n === 1 ? challenge(1) : tooMany) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.images).not.toBeNull();
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
    expect(actor.getSnapshot().context.images).toBeNull();
    actor.send({ type: 'DRAG.START' });
    expect(actor.getSnapshot().hasTag('dragging')).toBe(false);
  });

  it('another failed fetch leaves the box unavailable with the message', async () => {
    const { actor } = start('fixed', {
      fetchChallenge: () => Promise.resolve({ repCode: '9999', repMsg: '服务繁忙', repData: null }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('unavailable')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('服务繁忙');
  });

  it('REFRESH during a fetch starts a new one', async () => {
    const { actor, fetchChallenge } = start('fixed');
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.token).toBe('t2');
  });
});
