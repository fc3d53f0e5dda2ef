import { describe, expect, it } from 'vitest';
import {
  BARRAGE_FLIGHT_MS,
  BARRAGE_LANE_GAP_MS,
  EMPTY_SKY,
  launch,
  nextChangeIn,
  settle,
  type BarrageShot,
  type BarrageSky,
} from '../../src/chat/barrage-sky';

const shot = (id: number): BarrageShot => ({ id, text: `弹幕${id}`, tone: 'text' });
const lanesOf = (sky: BarrageSky) => sky.flights.map((flight) => [flight.id, flight.lane]);

describe('barrage lanes', () => {
  it('puts barrages arriving together into successive lanes from the top', () => {
    let sky = EMPTY_SKY;
    for (const id of [1, 2, 3]) sky = launch(sky, shot(id), 0, { lanes: 3 });
    expect(lanesOf(sky)).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it('holds a barrage while every lane is busy and launches it when the top lane frees', () => {
    let sky = EMPTY_SKY;
    sky = launch(sky, shot(1), 0, { lanes: 1 });
    sky = launch(sky, shot(2), 100, { lanes: 1 });
    expect(sky.waiting.map((waiting) => waiting.id)).toEqual([2]);
    expect(nextChangeIn(sky, 100, { lanes: 1 })).toBe(BARRAGE_LANE_GAP_MS - 100);

    sky = settle(sky, BARRAGE_LANE_GAP_MS - 1, { lanes: 1 });
    expect(sky.waiting).toHaveLength(1);
    sky = settle(sky, BARRAGE_LANE_GAP_MS, { lanes: 1 });
    expect(sky.waiting).toHaveLength(0);
    expect(sky.flights.find((flight) => flight.id === 2)).toMatchObject({ lane: 0, launchedAt: BARRAGE_LANE_GAP_MS });
  });

  it('lands a barrage after its flight time', () => {
    let sky = launch(EMPTY_SKY, shot(1), 0);
    expect(nextChangeIn(sky, 0)).toBe(BARRAGE_FLIGHT_MS);
    sky = settle(sky, BARRAGE_FLIGHT_MS - 1);
    expect(sky.flights).toHaveLength(1);
    sky = settle(sky, BARRAGE_FLIGHT_MS);
    expect(sky.flights).toHaveLength(0);
    expect(nextChangeIn(sky, BARRAGE_FLIGHT_MS)).toBeNull();
  });

  it('drops the oldest waiting barrages beyond the waiting limit', () => {
    let sky = launch(EMPTY_SKY, shot(1), 0, { lanes: 1, waitingMax: 2 });
    for (const id of [2, 3, 4]) sky = launch(sky, shot(id), 10, { lanes: 1, waitingMax: 2 });
    expect(sky.waiting.map((waiting) => waiting.id)).toEqual([3, 4]);
  });
});
