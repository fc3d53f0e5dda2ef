import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  FEED_PATHS,
  feedFaultsPatchSchema,
  feedInjectRequestSchema,
  feedLiveQuerySchema,
  feedLotteryQuerySchema,
  feedMatchesQuerySchema,
  feedPlayersQuerySchema,
  feedSeasonPlayerQuerySchema,
  feedSeasonMatchQuerySchema,
  feedSeasonQuerySchema,
  feedSeasonsQuerySchema,
  feedSeasonPlayersQuerySchema,
  feedSeasonStandingsQuerySchema,
  feedSportSchema,
  feedStandingsQuerySchema,
  feedTeamsQuerySchema,
  type FeedEvent,
  type FeedFaults,
  type FeedFaultsPatch,
  type FeedInjectRequest,
  type FeedInjectResponse,
  type FeedMatchBoundEvent,
  type FeedSport,
  beijingDay,
  type Clock,
  systemClock,
} from '@portal/contracts';
import type { z } from 'zod';
import { FaultSettings, FaultyDelivery } from './faults';
import { FeedView } from './feed-view';
import { teamLogo } from './logo';
import type { MatchStore } from './match-store';
import { InjectError, SimulatorModel, type ModelWindow } from './model';
import { Rng } from './random';
import { readRecording, RecordingWriter, ReplaySource } from './recording';
import { Reference } from './reference';
import { SeasonBook } from './season-book';

export interface SimulatorServerOptions {
  /** Seed of everything the model draws; a replay takes the recording's. Default 42. */
  seed?: number;
  /** Source milliseconds per real millisecond: 1 is real time, 60 makes a real second a minute. */
  speed?: number;
  /** The source time it starts at (epoch milliseconds); now when not given. A replay starts at its recording's. */
  start?: number;
  clock?: Clock;
  /** 0 picks a free port. Default 7070. */
  port?: number;
  host?: string;
  faults?: FeedFaultsPatch;
  /** Record every pushed event to this NDJSON file. */
  recordPath?: string;
  /** Serve this recording instead of the model. */
  replayPath?: string;
  /** How many times faster than it was recorded the recording plays. */
  replaySpeed?: number;
  /** Real milliseconds between ticks; 0 leaves ticking to the caller of {@link SimulatorServer.tick}. */
  tickMs?: number;
  /** Real milliseconds between heartbeats, sent on ticks; 0 sends none. */
  heartbeatMs?: number;
  /** Days of fixtures around today. */
  window?: Partial<ModelWindow>;
  /** Where errors of the timer's ticks go. */
  onError?: (error: unknown) => void;
}

export interface SimulatorServer {
  /** http://host:port */
  readonly url: string;
  /** ws://host:port/v1/push */
  readonly pushUrl: string;
  readonly port: number;
  /** The model, or undefined when replaying. */
  readonly model: SimulatorModel | undefined;
  readonly view: FeedView;
  /** Source time now. */
  sourceNow(): number;
  /** Brings the feed up to now and pushes what happened; returns the events, before any fault. */
  tick(): FeedMatchBoundEvent[];
  /** Sends a heartbeat to every subscriber now. */
  heartbeat(): void;
  faults(): FeedFaults;
  setFaults(patch: FeedFaultsPatch): FeedFaults;
  inject(request: FeedInjectRequest): FeedInjectResponse;
  /** Number of push subscribers connected. */
  subscribers(): number;
  close(): Promise<void>;
}

interface Source extends MatchStore {
  readonly now: number;
  advance(to: number): FeedMatchBoundEvent[];
}

interface Subscriber {
  socket: WebSocket;
  sport: FeedSport | undefined;
  delivery: FaultyDelivery;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 64 * 1024;

/** Starts the simulated vendor: its HTTP API and push stream on one port. */
export async function createSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const clock = options.clock ?? systemClock;
  const wallStart = clock.now();
  const recording = options.replayPath === undefined ? undefined : readRecording(options.replayPath);
  const seed = recording?.hello.seed ?? options.seed ?? 42;
  const speed = recording === undefined ? (options.speed ?? 1) : recording.hello.speed * (options.replaySpeed ?? 1);
  if (!(speed > 0)) throw new Error('speed must be positive');
  const sourceStart = recording?.hello.serverTime ?? options.start ?? wallStart;
  const sourceNow = () => sourceStart + Math.max(0, clock.now() - wallStart) * speed;

  const model = recording === undefined ? new SimulatorModel({ seed, start: sourceStart, window: options.window }) : undefined;
  const source: Source = model ?? new ReplaySource(recording as NonNullable<typeof recording>);
  const reference = model?.reference ?? new Reference(seed, beijingDay(sourceStart));
  const seasons = model?.seasons ?? new SeasonBook(reference, seed, beijingDay(sourceStart) - (options.window?.back ?? 7), source);
  const view = new FeedView(reference, source, seasons);
  const faults = new FaultSettings(options.faults ?? {}, Rng.for(seed, 'faults'));
  const hello = () => ({ type: 'hello', serverTime: sourceNow(), seed, speed, replay: recording !== undefined }) as const;
  const recorder =
    options.recordPath === undefined ? undefined : new RecordingWriter(options.recordPath, hello(), source.snapshots());
  const subscribers = new Set<Subscriber>();
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  let lastHeartbeat = clock.now();

  const broadcast = (events: readonly FeedMatchBoundEvent[]) => {
    recorder?.append(events);
    for (const event of events) {
      const text = JSON.stringify(event);
      for (const subscriber of subscribers) {
        if (subscriber.sport === undefined || subscriber.sport === event.sport) subscriber.delivery.push(text);
      }
    }
  };
  const heartbeat = () => {
    lastHeartbeat = clock.now();
    const text = JSON.stringify({ type: 'heartbeat', serverTime: sourceNow() } satisfies FeedEvent);
    for (const subscriber of subscribers) subscriber.delivery.pushUntouched(text);
  };
  const tick = () => {
    const events = source.advance(sourceNow());
    broadcast(events);
    if (heartbeatMs > 0 && clock.now() - lastHeartbeat >= heartbeatMs) heartbeat();
    return events;
  };
  const inject = (request: FeedInjectRequest): FeedInjectResponse => {
    if (model === undefined) throw new HttpError(409, 'a replay takes no injections');
    tick();
    let events: FeedMatchBoundEvent[];
    try {
      events = model.inject(request);
    } catch (error) {
      if (error instanceof InjectError) throw new HttpError(error.status, error.message);
      throw error;
    }
    broadcast(events);
    const match = model.match(request.matchId);
    if (match === undefined) throw new HttpError(404, `no match ${request.matchId}`);
    return { events, match };
  };

  const routes = (method: string, url: URL, body: () => Promise<unknown>): Promise<unknown> | unknown => {
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    if (method === 'GET' && path === FEED_PATHS.adminFaults) return faults.value;
    if (method === 'POST' && path === FEED_PATHS.adminFaults) {
      return body().then((patch) => faults.update(parse(feedFaultsPatchSchema, patch)));
    }
    if (method === 'POST' && path === FEED_PATHS.adminInject) {
      return body().then((request) => inject(parse(feedInjectRequestSchema, request)));
    }
    if (method !== 'GET') throw new HttpError(404, `no route ${method} ${path}`);
    if (faults.roll(faults.value.poll5xx)) throw new HttpError(503, 'simulated outage');
    tick();
    const serverTime = sourceNow();
    if (path === FEED_PATHS.matches) {
      const { date, sport } = parse(feedMatchesQuerySchema, query);
      const matches = view.matchesOn(date, sport);
      if (matches === undefined) throw new HttpError(400, `date: ${date} is no calendar date`);
      return { serverTime, matches };
    }
    if (path === FEED_PATHS.live) return { serverTime, matches: view.live(serverTime, parse(feedLiveQuerySchema, query).sport) };
    const matchId = idAfter(path, FEED_PATHS.matches);
    if (matchId !== undefined) return found(source.match(matchId), `no match ${matchId}`);
    const oddsId = idAfter(path, FEED_PATHS.odds);
    if (oddsId !== undefined) {
      const match = found(source.match(oddsId), `no match ${oddsId}`);
      return { matchId: match.id, version: match.version, updatedAt: match.updatedAt, odds: match.odds };
    }
    const historyId = idAfter(path, FEED_PATHS.oddsHistory);
    if (historyId !== undefined) {
      const match = found(source.match(historyId), `no match ${historyId}`);
      return { matchId: match.id, version: match.version, tracks: source.oddsHistory(historyId) ?? [] };
    }
    if (path === FEED_PATHS.leagues) return { leagues: reference.leagues };
    if (path === FEED_PATHS.seasons) {
      const { leagueId } = parse(feedSeasonsQuerySchema, query);
      return { seasons: reference.seasons.filter((s) => leagueId === undefined || s.leagueId === leagueId) };
    }
    if (path === FEED_PATHS.teams) {
      const { leagueId } = parse(feedTeamsQuerySchema, query);
      if (leagueId === undefined) return { teams: reference.teams };
      return { teams: reference.clubsOf(leagueId).flatMap((id) => reference.team(id) ?? []) };
    }
    if (path === FEED_PATHS.players) {
      const { teamId } = parse(feedPlayersQuerySchema, query);
      return { players: teamId === undefined ? reference.players : reference.playersOf(teamId) };
    }
    if (path === FEED_PATHS.standings) {
      const { leagueId } = parse(feedStandingsQuerySchema, query);
      return found(view.standings(leagueId), `no league ${leagueId}`);
    }
    if (path === FEED_PATHS.seasonFixtures) {
      const { seasonId } = parse(feedSeasonQuerySchema, query);
      return found(seasons.fixtures(seasonId), `no season ${seasonId}`);
    }
    if (path === FEED_PATHS.seasonStandings) {
      const { seasonId, view: table, before } = parse(feedSeasonStandingsQuerySchema, query);
      return found(seasons.standings(seasonId, table, before), `no season ${seasonId}`);
    }
    if (path === FEED_PATHS.seasonTeams) {
      const { seasonId } = parse(feedSeasonQuerySchema, query);
      return found(seasons.teams(seasonId), `no season ${seasonId}`);
    }
    if (path === FEED_PATHS.seasonPlayers) {
      const { seasonId, before } = parse(feedSeasonPlayersQuerySchema, query);
      return found(seasons.players(seasonId, before), `no season ${seasonId}`);
    }
    if (path === FEED_PATHS.seasonMatch) {
      const { id } = parse(feedSeasonMatchQuerySchema, query);
      return found(seasons.matchById(id), `no season match ${id}`);
    }
    if (path === FEED_PATHS.seasonPlayerMatches) {
      const { seasonId, playerId } = parse(feedSeasonPlayerQuerySchema, query);
      return found(seasons.playerMatches(seasonId, playerId), `no season ${seasonId}`);
    }
    if (path === FEED_PATHS.bookmakers) return { bookmakers: reference.bookmakers };
    if (path === FEED_PATHS.lottery) {
      const { code, issueNum } = parse(feedLotteryQuerySchema, query);
      return view.lottery(code, serverTime, issueNum);
    }
    throw new HttpError(404, `no route GET ${path}`);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const logo = /^\/v1\/logos\/(\d+)\.svg$/.exec(url.pathname);
    if (req.method === 'GET' && logo !== null) {
      const team = reference.team(Number(logo[1]));
      if (team === undefined) return sendJson(res, 404, { error: 'no such team' });
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' });
      res.end(teamLogo(team));
      return;
    }
    Promise.resolve()
      .then(() => routes(req.method ?? 'GET', url, () => readJson(req)))
      .then(
        (body) => sendJson(res, 200, body),
        (error: unknown) => {
          if (error instanceof HttpError) sendJson(res, error.status, { error: error.message });
          else {
            (options.onError ?? console.error)(error);
            sendJson(res, 500, { error: 'internal error' });
          }
        },
      );
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (url.pathname !== FEED_PATHS.push) {
      socket.destroy();
      return;
    }
    const sport = feedSportSchema.safeParse(url.searchParams.get('sport') ?? undefined);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const subscriber: Subscriber = {
        socket: ws,
        sport: sport.success ? sport.data : undefined,
        delivery: new FaultyDelivery(
          {
            send: (text) => ws.send(text),
            close: (code, reason) => {
              subscribers.delete(subscriber);
              ws.close(code, reason);
            },
          },
          faults,
        ),
      };
      subscribers.add(subscriber);
      ws.on('close', () => {
        subscriber.delivery.stop();
        subscribers.delete(subscriber);
      });
      ws.on('error', () => ws.terminate());
      subscriber.delivery.pushUntouched(JSON.stringify(hello()));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 7070, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  const tickMs = options.tickMs ?? 250;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          try {
            tick();
          } catch (error) {
            (options.onError ?? console.error)(error);
          }
        }, tickMs)
      : undefined;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    pushUrl: `ws://${shownHost}:${port}${FEED_PATHS.push}`,
    port,
    model,
    view,
    sourceNow,
    tick,
    heartbeat,
    faults: () => faults.value,
    setFaults: (patch) => faults.update(patch),
    inject,
    subscribers: () => subscribers.size,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        if (timer !== undefined) clearInterval(timer);
        for (const subscriber of subscribers) {
          subscriber.delivery.stop();
          subscriber.socket.terminate();
        }
        subscribers.clear();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  throw new HttpError(400, problems.join('; '));
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new HttpError(404, message);
  return value;
}

/** The id in `/prefix/:id`, or undefined when `path` is not of that shape. */
function idAfter(path: string, prefix: string): number | undefined {
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const rest = path.slice(prefix.length + 1);
  if (!/^\d{1,15}$/.test(rest)) throw new HttpError(404, `no route GET ${path}`);
  return Number(rest);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'body too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'body: not JSON');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
