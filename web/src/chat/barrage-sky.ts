/** Lanes the barrage flies in, top to bottom. */
export const BARRAGE_LANES = 6;
/** How long a barrage takes to cross the player. */
export const BARRAGE_FLIGHT_MS = 8_000;
/** How long after a barrage entered a lane the next one may enter it without overlapping. */
export const BARRAGE_LANE_GAP_MS = 1_500;
/** Barrages waiting for a lane beyond this many are dropped, oldest first: a busy room must not lag behind. */
export const BARRAGE_WAITING_MAX = 30;

/** A message to fly across the player. */
export interface BarrageShot {
  id: number;
  text: string;
  tone: 'text' | 'gift' | 'noble' | 'redPacket';
}

/** A barrage in the air. */
export interface BarrageFlight extends BarrageShot {
  lane: number;
  launchedAt: number;
}

/** Everything in the air and everything waiting for a lane. */
export interface BarrageSky {
  flights: BarrageFlight[];
  waiting: BarrageShot[];
}

export const EMPTY_SKY: BarrageSky = { flights: [], waiting: [] };

export interface SkyOptions {
  lanes?: number;
  flightMs?: number;
  laneGapMs?: number;
  waitingMax?: number;
}

function laneFreeAt(flights: readonly BarrageFlight[], lane: number, laneGapMs: number): number {
  let freeAt = Number.NEGATIVE_INFINITY;
  for (const flight of flights) if (flight.lane === lane) freeAt = Math.max(freeAt, flight.launchedAt + laneGapMs);
  return freeAt;
}

/** The sky at `now`: landed barrages gone, waiting ones launched into the highest free lanes. */
export function settle(sky: BarrageSky, now: number, options: SkyOptions = {}): BarrageSky {
  const { lanes = BARRAGE_LANES, flightMs = BARRAGE_FLIGHT_MS, laneGapMs = BARRAGE_LANE_GAP_MS } = options;
  const flights = sky.flights.filter((flight) => flight.launchedAt + flightMs > now);
  const waiting = [...sky.waiting];
  while (waiting.length > 0) {
    let lane = -1;
    for (let candidate = 0; candidate < lanes; candidate += 1) {
      if (laneFreeAt(flights, candidate, laneGapMs) <= now) {
        lane = candidate;
        break;
      }
    }
    if (lane < 0) break;
    const shot = waiting.shift() as BarrageShot;
    flights.push({ ...shot, lane, launchedAt: now });
  }
  return { flights, waiting };
}

/** The sky after `shot` arrived at `now`. */
export function launch(sky: BarrageSky, shot: BarrageShot, now: number, options: SkyOptions = {}): BarrageSky {
  const { waitingMax = BARRAGE_WAITING_MAX } = options;
  const waiting = [...sky.waiting, shot].slice(-waitingMax);
  return settle({ flights: sky.flights, waiting }, now, options);
}

/** Milliseconds from `now` until the sky next changes on its own, or null when it never will. */
export function nextChangeIn(sky: BarrageSky, now: number, options: SkyOptions = {}): number | null {
  const { lanes = BARRAGE_LANES, flightMs = BARRAGE_FLIGHT_MS, laneGapMs = BARRAGE_LANE_GAP_MS } = options;
  const moments = sky.flights.map((flight) => flight.launchedAt + flightMs);
  if (sky.waiting.length > 0) {
    for (let lane = 0; lane < lanes; lane += 1) moments.push(laneFreeAt(sky.flights, lane, laneGapMs));
  }
  if (moments.length === 0) return null;
  return Math.max(0, Math.min(...moments) - now);
}
