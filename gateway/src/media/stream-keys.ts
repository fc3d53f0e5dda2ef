import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { streamKeys } from '../db/schema';

export type StreamKeyRepository = {
  /** The room's key, made on first use. */
  keyOf(roomId: number): Promise<string>;
  /** A new key for the room; the old one stops working at once. */
  renew(roomId: number): Promise<string>;
  matches(roomId: number, key: string): Promise<boolean>;
};

export const newStreamSecret = () => randomBytes(12).toString('hex');

export function createStreamKeyRepository(db: Db): StreamKeyRepository {
  const read = async (roomId: number) => {
    const [row] = await db.select({ secret: streamKeys.secret }).from(streamKeys).where(eq(streamKeys.roomId, roomId));
    return row?.secret;
  };
  return {
    async keyOf(roomId) {
      const existing = await read(roomId);
      if (existing) return existing;
      await db.insert(streamKeys).values({ roomId, secret: newStreamSecret() }).onConflictDoNothing();
      return (await read(roomId)) ?? '';
    },
    async renew(roomId) {
      const secret = newStreamSecret();
      await db
        .insert(streamKeys)
        .values({ roomId, secret })
        .onConflictDoUpdate({ target: streamKeys.roomId, set: { secret, updatedAt: sql`now()` } });
      return secret;
    },
    async matches(roomId, key) {
      const secret = await read(roomId);
      if (!secret || key.length !== secret.length) return false;
      return timingSafeEqual(Buffer.from(key), Buffer.from(secret));
    },
  };
}
