import type { HistoryPage, RoomSession } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, gifts } from '../../src/db/schema';
import { fund, key } from '../wallet/support';
import { buildRoomsApp, demoAnchor, signedInUser } from './support';

const MINUTE = 60_000;

let ctx: Awaited<ReturnType<typeof buildRoomsApp>>;
beforeAll(async () => {
  ctx = await buildRoomsApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("an anchor's sessions, with what each drew", () => {
  it('count the chat, the gifts and their income rows, and the new followers within each session only', async () => {
    const db = ctx.database.db;
    const anchor = await demoAnchor(db, '球评老王');
    const sessions = async () => (await ctx.client.get<HistoryPage>('/api/history/list', anchor.token)).data.list;
    const [running, past] = await sessions();
    if (running === undefined || past?.endedAt == null) throw new Error('no running and past session');
    expect(running.endedAt).toBeNull();

    // Two fans chat in the running session; a gift's announcement is not chat.
    const [fanA, fanB] = [await signedInUser(db), await signedInUser(db)];
    const say = (userId: number, at: number, kind = 'text') =>
      db.insert(chatMessages).values({ channel: `room:${anchor.roomId}`, roomId: anchor.roomId, kind, userId, content: '好球', createdAt: new Date(at) });
    const now = Date.now();
    await say(fanA.id, now);
    await say(fanA.id, now);
    await say(fanB.id, now);
    await say(fanB.id, now, 'system');
    // One line in the past session, and one after it ended (between sessions): only the first counts there.
    await say(fanA.id, Date.parse(past.startedAt) + MINUTE);
    await say(fanA.id, Date.parse(past.endedAt) + MINUTE);

    // Gifts through the wallet: 2 footballs (diamonds) from one, 5 glow sticks (tickets) from the other.
    const giftId = async (name: string) => (await db.select().from(gifts).where(eq(gifts.name, name)))[0]?.id;
    await fund(db, fanA.id, 100);
    await fund(db, fanB.id, 10, 'ticket');
    for (const [fan, name, count] of [
      [fanA, '足球', 2],
      [fanB, '荧光棒', 5],
    ] as const) {
      const sent = await ctx.client.post('/pay/gift', { roomId: anchor.roomId, giftId: await giftId(name), count, requestKey: key() }, fan.token);
      expect(sent.code).toBe(200);
    }
    // One fan follows the anchor; another follows and thinks better of it.
    const follow = (fan: { token: string }, operateType: 0 | 1) =>
      ctx.client.get(`/api/attention/operAttention?type=1&operateType=${operateType}&targetId=${anchor.id}`, fan.token);
    await follow(fanA, 1);
    await follow(fanB, 1);
    await follow(fanB, 0);

    const [runningAfter, pastAfter, ...older] = await sessions();
    const grew = (before: RoomSession, after: RoomSession | undefined) =>
      Object.fromEntries(Object.entries(after?.stats ?? {}).map(([name, value]) => [name, value - before.stats[name as keyof RoomSession['stats']]]));
    expect(grew(running, runningAfter)).toEqual({ messages: 3, chatters: 2, gifts: 7, diamonds: 20, tickets: 5, newFollowers: 1 });
    expect(grew(past, pastAfter)).toEqual({ messages: 1, chatters: 1, gifts: 0, diamonds: 0, tickets: 0, newFollowers: 0 });
    // The demo's own chat and gifts count too, in the running session and in the ended ones.
    expect(runningAfter?.stats.messages).toBeGreaterThan(3);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((session) => session.stats.messages > 0 && session.stats.gifts > 0)).toBe(true);
  });
});
