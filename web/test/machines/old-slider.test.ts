import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OldSliderChallenge } from '@portal/contracts';
import { OLD_SLIDER_FAILED_MESSAGE, oldSliderMachine, type OldSliderEmitted } from '../../src/machines/old-slider.machine';

function challenge(n: number): OldSliderChallenge {
  return { tari: `bg${n}`, slii: `piece${n}`, coox: 100, cooy: 40 };
}

function start(fetchChallenge: (n: number) => Promise<OldSliderChallenge> = (n) => Promise.resolve(challenge(n))) {
  let fetches = 0;
  const fetch = vi.fn(fetchChallenge);
  const machine = oldSliderMachine.provide({
    actors: { fetchChallenge: fromPromise<OldSliderChallenge>(() => fetch(++fetches)) },
  });
  const actor = createActor(machine).start();
  const emitted: OldSliderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, fetch };
}

type OldSlider = ReturnType<typeof start>['actor'];

function dropAt(actor: OldSlider, x: number) {
  actor.send({ type: 'DRAG.START' });
  actor.send({ type: 'DRAG.MOVE', x: x / 2 });
  actor.send({ type: 'DRAG.MOVE', x });
  actor.send({ type: 'DRAG.END' });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('oldSliderMachine', () => {
  it('loads a challenge, then waits idle', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.challenge).toEqual(challenge(1));
  });

  it('follows the drag', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'DRAG.START' });
    expect(actor.getSnapshot().hasTag('dragging')).toBe(true);
    actor.send({ type: 'DRAG.MOVE', x: 42 });
    expect(actor.getSnapshot().context.x).toBe(42);
  });

  it.each([94, 100, 106])('passes at %i, within 6 units of 100', async (x) => {
    const { actor, emitted } = start();
    await vi.advanceTimersByTimeAsync(0);
    dropAt(actor, x);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(emitted).toEqual([{ type: 'passed', x }]);
  });

  it.each([93, 107])('fails at %i, 7 units away, with its message and reloads at 1.5 s', async (x) => {
    const { actor, emitted, fetch } = start();
    await vi.advanceTimersByTimeAsync(0);
    dropAt(actor, x);
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(OLD_SLIDER_FAILED_MESSAGE);
    expect(emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ challenge: challenge(2), x: 0, message: null });
  });

  it('a failed fetch leaves the box unavailable until REFRESH', async () => {
    const { actor } = start((n) => (n === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(challenge(n))));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('unavailable')).toBe(true);
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
  });
});
