import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_UNAVAILABLE_MESSAGE, ResultCode, type ChatLine } from '@portal/contracts';
import type { Database } from '../../src/db/database';
import { chatMessages, liveNavs } from '../../src/db/schema';
import { EphemeralStoreUnavailableError, type EphemeralStore } from '../../src/ephemeral/store';
import { freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';
import { call, ChatClient, manualClock, memoryStoreOn, openRoom, signUp, startChatGateway, type ChatGateway } from './support';

/** A store whose every call fails as the Redis store's do while Redis is away, as long as `reachable` is false. */
function outageable(store: EphemeralStore) {
  const state = { reachable: true };
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!state.reachable) throw new EphemeralStoreUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
      return call(...args);
    };
  const wrapped: EphemeralStore = {
    put: guarded(store.put),
    putIfAbsent: guarded(store.putIfAbsent),
    get: guarded(store.get),
    take: guarded(store.take),
    delete: guarded(store.delete),
    hit: guarded(store.hit),
    remainingMs: guarded(store.remainingMs),
    ping: guarded(store.ping),
    close: () => store.close(),
  };
  return { store: wrapped, state };
}

describe('chat while the shared store cannot be reached', () => {
  const clock = manualClock();
  const { store, state } = outageable(memoryStoreOn(clock));
  let under: DatabaseUnderTest;
  let database: Database;
  let gateway: ChatGateway;

  beforeAll(async () => {
    under = await freshDatabase();
    database = await under.open();
    // The one row a room needs; the demo data would take long to seed.
    await database.db.insert(liveNavs).values({ id: 1, name: '足球' });
    gateway = await startChatGateway({ database, clock, store });
  });

  afterAll(async () => {
    await gateway?.close();
    await store.close();
    await under?.dispose();
  });

  it('refuses a message with its own words and 503 over the socket and REST, stores nothing, and takes messages again after', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    const page = new ChatClient(gateway.url, viewer.token);
    try {
      await page.connected();
      state.reachable = false;
      expect(await page.send({ roomId, content: '进球了' })).toEqual({ ok: false, code: ResultCode.SERVICE_UNAVAILABLE, message: CHAT_UNAVAILABLE_MESSAGE });
      const rest = await call<ChatLine>(gateway.app, 'POST', '/api/chat/msg', viewer.token, { roomId, content: '进球了' });
      expect(rest).toMatchObject({ code: ResultCode.SERVICE_UNAVAILABLE, message: CHAT_UNAVAILABLE_MESSAGE });
      expect(rest.response.statusCode).toBe(503);
      expect(await database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId))).toEqual([]);

      state.reachable = true;
      const sent = await page.send({ roomId, content: '进球了' });
      expect(sent).toMatchObject({ ok: true, message: { roomId, content: '进球了' } });
    } finally {
      page.close();
    }
  });
});
