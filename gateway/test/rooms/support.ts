import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { createSessionStore } from '../../src/accounts/sessions';
import type { Db } from '../../src/db/database';
import { rooms, users } from '../../src/db/schema';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helper';

export type Envelope<T = unknown> = { code: number; message: string; data: T };

export function envelope<T>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

let userCounter = 0;

/** A signed-in user made straight in the database: their id and a live session token. */
export async function signedInUser(db: Db, options: { isAnchor?: boolean; nickName?: string } = {}) {
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      mobile: `1370${String(userCounter).padStart(7, '0')}`,
      nickName: options.nickName ?? `观众${userCounter}`,
      isAnchor: options.isAnchor ? 1 : 0,
    })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSessionStore(db, Date).open(user.id, false, { userAgent: 'test', ip: '127.0.0.1' });
  return { id: user.id, token };
}

/** A seeded demo anchor (by nickname) with a session, and their room. */
export async function demoAnchor(db: Db, nickName: string) {
  const [user] = await db.select().from(users).where(eq(users.nickName, nickName)).limit(1);
  if (!user) throw new Error(`no demo anchor ${nickName}`);
  const [room] = await db.select().from(rooms).where(eq(rooms.anchorId, user.id)).limit(1);
  if (!room) throw new Error(`no room of ${nickName}`);
  const { token } = await createSessionStore(db, Date).open(user.id, false, { userAgent: 'test', ip: '127.0.0.1' });
  return { id: user.id, token, roomId: room.id };
}

/** The live-room calls as the web makes them: the token in the accessToken header. */
export function roomsClient(app: FastifyInstance) {
  const headers = (token: string | undefined) => (token ? { accesstoken: token } : {});
  return {
    get: <T>(url: string, token?: string) => app.inject({ method: 'GET', url, headers: headers(token) }).then((r) => envelope<T>(r)),
    post: <T>(url: string, payload: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: headers(token) }).then((r) => envelope<T>(r)),
    /** A call carrying the token only in the auth cookie. */
    getWithCookie: <T>(url: string, token: string) => app.inject({ method: 'GET', url, cookies: { auth: token } }).then((r) => envelope<T>(r)),
  };
}

export const DEMO_LIVE = ['球评老王', '篮球小飞侠', '绿茵解说阿杰', '电竞少女小鹿'];
export const DEMO_CLOSED = ['足球大表哥', '灌篮高手阿强'];

export async function buildRoomsApp(options: TestAppOptions = {}): Promise<TestApp & { client: ReturnType<typeof roomsClient> }> {
  const ctx = await buildTestApp(options);
  return { ...ctx, client: roomsClient(ctx.app) };
}
