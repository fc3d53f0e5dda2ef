import { createContext, use, useEffect, useState, useSyncExternalStore } from 'react';
import { routes } from '@portal/contracts';
import { quietApi } from '../lib/api';
import { callRoute } from '../lib/api-call';

/** How often running clocks move on. */
export const CLOCK_TICK_MS = 1_000;

export type FetchServerTime = () => Promise<number | null>;

const fetchGatewayTime: FetchServerTime = async () => {
  const answer = await callRoute(quietApi, routes.live.time, {});
  return answer.ok ? answer.data : null;
};

/** The gateway's time now, or the tab's own where the gateway does not answer. */
export async function gatewayTime(): Promise<number> {
  return (await fetchGatewayTime().catch(() => null)) ?? Date.now();
}

/**
 * The gateway's clock as seen from this tab: GET /live/time, taken to have been read halfway through
 * the round trip. Until it answers the tab's own clock stands in.
 */
export function createServerClock(fetchTime: FetchServerTime = fetchGatewayTime, localNow: () => number = Date.now) {
  let offsetMs = 0;
  let syncing: Promise<void> | null = null;
  return {
    now: () => localNow() + offsetMs,
    offset: () => offsetMs,
    sync(): Promise<void> {
      syncing ??= (async () => {
        const sentAt = localNow();
        const serverTime = await fetchTime().catch(() => null);
        const receivedAt = localNow();
        if (serverTime !== null) offsetMs = serverTime - (sentAt + receivedAt) / 2;
      })().finally(() => {
        syncing = null;
      });
      return syncing;
    },
  };
}

export type ServerClock = ReturnType<typeof createServerClock>;

const serverClock = createServerClock();
let synced = false;
let current = serverClock.now();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | null = null;

function tick() {
  current = serverClock.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  current = serverClock.now();
  if (!synced) {
    synced = true;
    void serverClock.sync().then(tick);
  }
  ticker ??= setInterval(tick, CLOCK_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== null) {
      clearInterval(ticker);
      ticker = null;
    }
  };
}

/**
 * The time a page rendered on the server was rendered at (its root loader's): what every clock shows
 * in the server's render and in the browser's hydrating render, which must be the same. Null in a
 * page the browser renders alone.
 */
export const RenderedAt = createContext<number | null>(null);

/** The gateway's time now (epoch ms), moving on every second while a component shows it. */
export function useServerNow(): number {
  const renderedAt = use(RenderedAt);
  return useSyncExternalStore(subscribe, () => current, () => renderedAt ?? current);
}

/**
 * `select` of the gateway's time now (a day's start, whether a time has passed): read on every
 * tick, but a component renders again only when the answer changes, so `select` answers a
 * number, a string or a boolean.
 */
export function useServerTimeAs<T extends number | string | boolean>(select: (now: number) => T): T {
  const renderedAt = use(RenderedAt);
  return useSyncExternalStore(
    subscribe,
    () => select(current),
    () => select(renderedAt ?? current),
  );
}

/** How often a clock showing tenths of a second moves on. */
export const TENTH_TICK_MS = 100;

/**
 * The gateway's time now, moving on every {@link TENTH_TICK_MS} while `fast` (a basketball clock in
 * its last minute shows tenths), and every second as {@link useServerNow} otherwise.
 */
export function useServerNowInTenths(fast: boolean): number {
  const slow = useServerNow();
  const [fastNow, setFastNow] = useState(slow);
  useEffect(() => {
    if (!fast) return undefined;
    const timer = setInterval(() => setFastNow(serverClock.now()), TENTH_TICK_MS);
    return () => clearInterval(timer);
  }, [fast]);
  return fast ? Math.max(fastNow, slow) : slow;
}
