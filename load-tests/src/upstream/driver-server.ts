import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { FEED_PATHS, type FeedLotteryCode, type FeedMatchBoundEvent, type FeedMatchSnapshot } from '@portal/contracts';
import type { MatchDay } from './match-day';

const HOUR = 3_600_000;
const BEIJING_OFFSET = 8 * HOUR;
const HEARTBEAT_MS = 5_000;

const beijingDate = (ts: number) => new Date(ts + BEIJING_OFFSET).toISOString().slice(0, 10);
const issueOf = (code: FeedLotteryCode, now: number) => {
  const day = beijingDate(now).replaceAll('-', '');
  return code === 'jczq' || code === 'jclq' ? day : day.slice(2, 7);
};

export type UpstreamDriver = {
  url: string;
  /** Emits `rate` events a second for `durationMs`; resolves with how many were sent. */
  emit(rate: number, durationMs: number): Promise<number>;
  close(): Promise<void>;
};

/**
 * The vendor as the gateway sees it (contracts/src/feed.ts): the HTTP lists it polls and the push
 * stream it subscribes to, serving `day`. Events go out only when asked, at a set rate, each
 * stamped with the moment it is sent, so a client's receipt time minus `sourceTs` is end to end.
 */
export async function startUpstreamDriver(day: MatchDay, options: { port?: number; seed: number; replay: boolean }): Promise<UpstreamDriver> {
  const sockets = new Set<WebSocket>();
  const send = (frame: string) => {
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  };
  const list = (matches: Iterable<FeedMatchSnapshot>, sport: string | null) =>
    [...matches].filter((match) => sport === null || match.sport === sport);

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const now = Date.now();
    const sport = url.searchParams.get('sport');
    const path = url.pathname;
    if (path === FEED_PATHS.live) {
      const live = day.live.map((id) => day.matches.get(id)).filter((match) => match !== undefined);
      return json(response, 200, { serverTime: now, matches: list(live, sport) });
    }
    if (path === FEED_PATHS.matches) {
      const date = url.searchParams.get('date');
      const matches = [...day.matches.values()].filter((match) => beijingDate(match.kickoffAt) === date);
      return json(response, 200, { serverTime: now, matches: list(matches, sport) });
    }
    if (path.startsWith(`${FEED_PATHS.matches}/`)) {
      const match = day.matches.get(Number(path.slice(FEED_PATHS.matches.length + 1)));
      return match === undefined ? json(response, 404, { error: '无此比赛' }) : json(response, 200, match);
    }
    if (path.startsWith(`${FEED_PATHS.odds}/`)) {
      const match = day.matches.get(Number(path.slice(FEED_PATHS.odds.length + 1)));
      if (match === undefined) return json(response, 404, { error: '无此比赛' });
      return json(response, 200, { matchId: match.id, version: match.version, updatedAt: match.updatedAt, odds: match.odds });
    }
    if (path === FEED_PATHS.leagues) return json(response, 200, { leagues: day.leagues });
    if (path === FEED_PATHS.teams) return json(response, 200, { teams: day.teams });
    if (path === FEED_PATHS.bookmakers) return json(response, 200, { bookmakers: day.bookmakers });
    if (path === FEED_PATHS.seasons) return json(response, 200, { seasons: [] });
    if (path === FEED_PATHS.players) return json(response, 200, { players: [] });
    if (path === FEED_PATHS.lottery) {
      const code = (url.searchParams.get('code') ?? 'jczq') as FeedLotteryCode;
      const issueNum = issueOf(code, now);
      return json(response, 200, { code, issueNum, issues: [issueNum], matches: [] });
    }
    return json(response, 404, { error: 'not found' });
  };

  const server = createServer(handle);
  const push = new WebSocketServer({ server, path: FEED_PATHS.push });
  push.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'hello', serverTime: Date.now(), seed: options.seed, speed: 1, replay: options.replay }));
  });
  const heartbeat = setInterval(() => send(JSON.stringify({ type: 'heartbeat', serverTime: Date.now() })), HEARTBEAT_MS);

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const emit = (rate: number, durationMs: number) =>
    new Promise<number>((resolve) => {
      const startedAt = Date.now();
      let sent = 0;
      const tick = () => {
        const elapsed = Math.min(Date.now() - startedAt, durationMs);
        const due = Math.floor((elapsed * rate) / 1000);
        while (sent < due) {
          const event: FeedMatchBoundEvent | undefined = day.nextEvent(Date.now());
          if (event === undefined) break;
          send(JSON.stringify(event));
          sent += 1;
        }
        if (elapsed >= durationMs || sent < due) {
          clearInterval(timer);
          resolve(sent);
        }
      };
      const timer = setInterval(tick, 5);
    });

  return {
    url: `http://127.0.0.1:${port}`,
    emit,
    async close() {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.terminate();
      push.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
