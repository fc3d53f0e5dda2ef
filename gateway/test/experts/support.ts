import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, Plan, PlanSettledNotice, ServerToClientEvents, TippedMatch } from '@portal/contracts';
import { createSessionStore } from '../../src/accounts/sessions';
import type { AppDependencies } from '../../src/app';
import type { Db } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { createRealtimeHub, type RealtimeHub } from '../../src/realtime/hub';
import { createSimulatorServer, ManualClock } from '@portal/simulator';
import { buildTestApp, type TestApp } from '../helper';
import { FAST_INGEST, START, startFeed, type Feed } from '../realtime/support';

export const OPERATOR_TOKEN = 'operator-token-for-the-expert-tests-0123';
export type Envelope<T = unknown> = { code: number; message: string; data: T };

let counter = 0;
/** A signed-in user made straight in the database. */
export async function person(db: Db, nickName?: string) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({ mobile: `1360${String(counter).padStart(7, '0')}`, nickName: nickName ?? `球迷${counter}` })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSessionStore(db, Date).open(user.id, false, { userAgent: 'test', ip: '127.0.0.1' });
  return { id: user.id, token };
}

/** The calls as the web makes them: the token in the accessToken header. */
export function client(app: FastifyInstance) {
  const headers = (token: string | undefined) => (token ? { accesstoken: token } : {});
  return {
    raw: (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
      app.inject({ method, url, payload, headers: headers(token) }).then((response) => response.body),
    get: <T>(url: string, token?: string) => app.inject({ method: 'GET', url, headers: headers(token) }).then((r) => r.json<Envelope<T>>()),
    post: <T>(url: string, payload: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: headers(token) }).then((r) => r.json<Envelope<T>>()),
    operator: <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { 'x-operator-token': OPERATOR_TOKEN } }).then((r) => r.json<Envelope<T>>()),
  };
}

export type World = TestApp & { feed: Feed; hub: RealtimeHub; url: string; api: ReturnType<typeof client> };

/**
 * The whole gateway (demo data, the experts' demo history) ingesting from the simulator on a fake
 * clock, listening for sockets. The test moves the feed's time; the gateway hears it as it would a vendor.
 */
export async function startWorld(seed: number, dependencies: Omit<AppDependencies, 'config' | 'database' | 'logger' | 'realtime'> = {}): Promise<World> {
  const feed = await startFeed({ seed });
  const hub = createRealtimeHub({ upstreamUrl: feed.server.url, timings: FAST_INGEST });
  const ctx = await buildTestApp({ env: { OPERATOR_TOKEN }, dependencies: { ...dependencies, realtime: hub } });
  await hub.start();
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  await ctx.app.experts.ready;
  return {
    ...ctx,
    feed,
    hub,
    url,
    api: client(ctx.app),
    async close() {
      await ctx.close();
      await hub.close();
      await feed.close();
    },
  };
}

/**
 * Makes a user an expert the way the product does: an application, then the operator's approval;
 * of every play type of the sport, and with the sport's names, unless told.
 */
export async function approvedExpert(world: World, matchType: 1 | 2, told: { playTypes?: number[]; nickName?: string; name?: string } = {}) {
  const expert = await person(world.database.db, told.nickName ?? (matchType === 1 ? '足球新专家' : '篮球新专家'));
  const playTypes = told.playTypes ?? (matchType === 1 ? [1, 2, 3, 4, 5] : [1, 2]);
  const form = { name: told.name ?? (matchType === 1 ? '绿茵神算' : '篮下先知'), matchType, playTypes, introduction: '多年研究盘口与数据，理性分析每一场比赛。' };
  const applied = await world.api.post<{ status: number }>('/tj/expert/apply', form, expert.token);
  if (applied.code !== 200) throw new Error(`apply: ${applied.message}`);
  const reviewed = await world.api.operator('POST', '/operator/expert/review', { userId: expert.id, decision: 'approve' });
  if (reviewed.code !== 200) throw new Error(`review: ${reviewed.message}`);
  return expert;
}

/** The publishable matches of a sport, as the /recommend page lists them. */
export async function openMatches(world: World, matchType: 1 | 2): Promise<TippedMatch[]> {
  const answer = await world.api.get<TippedMatch[]>(`/tj/match?matchType=${matchType}&open=1`);
  return answer.data;
}

/** Publishes a plan; fails the test on a refusal. */
export async function publish(world: World, token: string, plan: object): Promise<Plan> {
  const answer = await world.api.post<Plan>('/tj/recommend', plan, token);
  if (answer.code !== 200) throw new Error(`publish ${JSON.stringify(plan)}: ${answer.message}`);
  return answer.data;
}

/** Notices of settled plans as they arrive, and a wait for those of some plans. */
class NoticeLog {
  readonly notices: PlanSettledNotice[] = [];
  private readonly waiters = new Set<() => void>();

  add(notice: PlanSettledNotice): void {
    this.notices.push(notice);
    for (const wake of this.waiters) wake();
  }

  /** Resolves once every plan of `planIds` was heard of. */
  until(planIds: readonly number[]): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (planIds.every((id) => this.notices.some((notice) => notice.planId === id))) {
          this.waiters.delete(check);
          resolve();
        }
      };
      this.waiters.add(check);
      check();
    });
  }
}

/** Every plan.settled the gateway announces from now on. */
export function settlements(world: World) {
  const log = new NoticeLog();
  const stop = world.app.experts.settler.onSettled((notice) => log.add(notice));
  return { stop, until: (planIds: readonly number[]) => log.until(planIds) };
}

/** A socket.io client signed in as `token`, collecting the plan.settled notices it hears. */
export async function listener(url: string, token: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  const log = new NoticeLog();
  const raw: string[] = [];
  socket.on('plan.settled', (notice) => {
    log.add(notice);
    raw.push(JSON.stringify(notice));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    heard: log.notices,
    raw,
    until: (planIds: readonly number[]) => log.until(planIds),
    close: () => socket.disconnect(),
  };
}

/**
 * The football and basketball matches of `seed` that, in the simulator's own future, are
 * postponed or cancelled before they kick off, after START: a second simulator of the
 * same seed is run ahead a day to find them.
 */
export async function doomedMatches(seed: number): Promise<Array<{ id: number; sport: string; kickoffAt: number; state: number }>> {
  const clock = new ManualClock(START);
  const probe = await createSimulatorServer({ seed, speed: 1, clock, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 1, ahead: 1 } });
  try {
    const model = probe.model;
    if (model === undefined) throw new Error('no model');
    const before = new Map([...model.snapshots()].map((m) => [m.id, m.state]));
    for (let k = 0; k < 24 * 6; k += 1) {
      clock.advance(10 * 60_000);
      probe.tick();
    }
    return [...model.snapshots()]
      .filter((m) => before.get(m.id) === 1 && (m.sport === 'football' ? [9, 12].includes(m.state) : [12, 13].includes(m.state)))
      .map((m) => ({ id: m.id, sport: m.sport, kickoffAt: m.kickoffAt, state: m.state }));
  } finally {
    await probe.close();
  }
}
