import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CaptchaResponse } from '@portal/contracts';
import { clickWordCaptchaMachine, type ClickWordCaptchaEmitted } from '../../src/auth/click-word-captcha.machine';
import type { CaptchaCheckInput, CaptchaCheckResult } from '../../src/auth/slider-captcha.machine';

function challenge(n: number): CaptchaResponse {
  return {
    repCode: '0000',
    repMsg: null,
    repData: { originalImageBase64: `img${n}`, token: `t${n}`, secretKey: null, wordList: ['足', '球', '赛'] },
  };
}

interface Answers {
  fetchChallenge?: (n: number) => Promise<CaptchaResponse>;
  checkAnswer?: (input: CaptchaCheckInput) => Promise<CaptchaCheckResult>;
}

function start(answers: Answers = {}) {
  let fetches = 0;
  const fetchChallenge = vi.fn(answers.fetchChallenge ?? ((n: number) => Promise.resolve(challenge(n))));
  const checkAnswer = vi.fn(
    answers.checkAnswer ??
      ((input: CaptchaCheckInput) => Promise.resolve({ repCode: '0000', repMsg: null, pointData: input.pointJson })),
  );
  const machine = clickWordCaptchaMachine.provide({
    actors: {
      fetchChallenge: fromPromise<CaptchaResponse>(() => fetchChallenge(++fetches)),
      checkAnswer: fromPromise<CaptchaCheckResult, CaptchaCheckInput>(({ input }) => checkAnswer(input)),
    },
  });
  const actor = createActor(machine).start();
  const emitted: ClickWordCaptchaEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, fetchChallenge, checkAnswer };
}

type ClickWord = ReturnType<typeof start>['actor'];

function click(actor: ClickWord, x: number, y: number) {
  actor.send({ type: 'CLICK', x, y, renderedWidth: 620, renderedHeight: 310 });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('clickWordCaptchaMachine', () => {
  it('loads a challenge and shows its words', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ image: 'img1', wordList: ['足', '球', '赛'], token: 't1' });
  });

  it('adds each click scaled to 310x155 and keeps the rendered mark', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    click(actor, 100, 50);
    expect(actor.getSnapshot().context.marks).toEqual([{ x: 100, y: 50 }]);
    expect(actor.getSnapshot().context.points).toEqual([{ x: 50, y: 25 }]);
  });

  it('ignores a click on an image with no size', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CLICK', x: 1, y: 1, renderedWidth: 0, renderedHeight: 155 });
    expect(actor.getSnapshot().context.points).toEqual([]);
  });

  it('verifies only after the third click', async () => {
    const { actor, checkAnswer } = start();
    await vi.advanceTimersByTimeAsync(0);
    click(actor, 10, 10);
    click(actor, 20, 20);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkAnswer).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    click(actor, 31, 41);
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkAnswer).toHaveBeenCalledTimes(1);
    expect(checkAnswer).toHaveBeenCalledWith({
      token: 't1',
      secretKey: null,
      pointJson: JSON.stringify([{ x: 5, y: 5 }, { x: 10, y: 10 }, { x: 16, y: 21 }]),
    });
  });

  it('ignores clicks while checking', async () => {
    let answer: (result: CaptchaCheckResult) => void = () => {};
    const { actor } = start({ checkAnswer: () => new Promise((resolve) => (answer = resolve)) });
    await vi.advanceTimersByTimeAsync(0);
    click(actor, 10, 10);
    click(actor, 20, 20);
    click(actor, 30, 30);
    click(actor, 40, 40);
    expect(actor.getSnapshot().context.points).toHaveLength(3);
    answer({ repCode: '0000', repMsg: null, pointData: 'p' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('shows 验证成功, emits the pass value and refreshes at 700 ms', async () => {
    const { actor, emitted, fetchChallenge } = start();
    await vi.advanceTimersByTimeAsync(0);
    click(actor, 10, 10);
    click(actor, 20, 20);
    click(actor, 30, 30);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('验证成功');
    const pass = `t1---${JSON.stringify([{ x: 5, y: 5 }, { x: 10, y: 10 }, { x: 15, y: 15 }])}`;
    expect(emitted).toEqual([{ type: 'passed', captchaVerification: pass }]);
    await vi.advanceTimersByTimeAsync(699);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', points: [], marks: [], message: null });
  });

  it.each([
    { name: 'a wrong answer', checkAnswer: () => Promise.resolve({ repCode: '6111', repMsg: '校验失败', pointData: 'p' }) },
    { name: 'a failed check call', checkAnswer: () => Promise.reject(new Error('offline')) },
  ])('$name shows 验证失败 and refreshes at 700 ms', async ({ checkAnswer }) => {
    const { actor, emitted, fetchChallenge } = start({ checkAnswer });
    await vi.advanceTimersByTimeAsync(0);
    click(actor, 10, 10);
    click(actor, 20, 20);
    click(actor, 30, 30);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('验证失败');
    expect(emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(699);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it("'6201' blanks the image", async () => {
    const { actor } = start({
      fetchChallenge: () => Promise.resolve({ repCode: '6201', repMsg: '请求过于频繁', repData: null }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
    expect(actor.getSnapshot().context.image).toBeNull();
  });

  it('REFRESH drops the clicks and fetches a new challenge', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    click(actor, 10, 10);
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ token: 't2', points: [] });
  });
});
