import WebSocket from 'ws';
import { feedEventSchema, type FeedEvent } from '@portal/contracts';

/** Saturday 15 March 2025, 20:00 in Beijing: a busy evening. */
export const START = Date.UTC(2025, 2, 15, 12, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Football state moves the feed may make: forward through the match, or back from a stop or a data error. */
export const FOOTBALL_MOVES: Record<number, readonly number[]> = {
  1: [2, 9, 12, 13],
  2: [3, 10, 0],
  3: [4],
  4: [8, 5, 10, 0],
  5: [7, 8],
  7: [8],
  10: [2, 4, 11],
  0: [2, 4],
  8: [],
  9: [],
  11: [],
  12: [],
  13: [],
};

export const BASKETBALL_MOVES: Record<number, readonly number[]> = {
  1: [2, 12, 13, 15],
  2: [3, 11, 0],
  3: [4],
  4: [5, 11, 0],
  5: [6],
  6: [7, 11, 0],
  7: [8],
  8: [9, 10, 11, 0],
  9: [10],
  11: [2, 4, 6, 8, 14],
  0: [2, 4, 6, 8],
  10: [],
  12: [],
  13: [],
  14: [],
  15: [],
};

/** A push client that keeps every frame, checked against the contract, and lets a test await one. */
export class PushClient {
  readonly frames: FeedEvent[] = [];
  readonly invalid: unknown[] = [];
  readonly closed: Promise<{ code: number }>;
  private readonly waiters: { test: (frames: FeedEvent[]) => boolean; resolve: () => void }[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const parsed = feedEventSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) {
        this.invalid.push(parsed.error.issues);
        return;
      }
      this.frames.push(parsed.data);
      for (const waiter of [...this.waiters]) {
        if (waiter.test(this.frames)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  static async connect(url: string): Promise<PushClient> {
    const socket = new WebSocket(url);
    const client = new PushClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await client.until((frames) => frames.some((f) => f.type === 'hello'));
    return client;
  }

  until(test: (frames: FeedEvent[]) => boolean): Promise<void> {
    if (test(this.frames)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Waits for the n-th heartbeat: the server sends one after the pushes a test wants to have arrived. */
  heartbeats(n: number): Promise<void> {
    return this.until((frames) => frames.filter((f) => f.type === 'heartbeat').length >= n);
  }

  matchFrames(): Extract<FeedEvent, { matchId: number }>[] {
    return this.frames.filter((f): f is Extract<FeedEvent, { matchId: number }> => 'matchId' in f);
  }

  close(): void {
    this.socket.terminate();
  }
}

export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

export async function postJson(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}
