import { createHash, randomBytes } from 'node:crypto';
import { KEEP_LOGIN_DAYS, type SessionEndReason } from '@portal/contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { Clock } from '../clock';
import type { UserRecord } from './users';

const DAY_MS = 86_400_000;
/** With keep-login the cookie lives 30 days, and so does the session behind it. */
export const KEEP_SESSION_MS = KEEP_LOGIN_DAYS * DAY_MS;
/** Without keep-login the cookie dies with the browser; the server gives it one day. */
export const SHORT_SESSION_MS = DAY_MS;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionClient = { userAgent: string; ip: string };

/** A live session and the user it signs in, with when the session expires (epoch ms). */
export type SignedInUser = { sessionId: number; expiresAt: number; user: UserRecord };

/** Sessions that just ended by revocation, and why. */
export type EndedSessions = { sessionIds: number[]; reason: SessionEndReason };

/**
 * Logins. A token is 32 random bytes (base64url) handed to the client once; the table keeps its
 * sha256 only. A session ends when it expires or is revoked, never by deleting the row; whoever
 * holds a session beyond a request (the sockets) hears of revocations through `onEnded`.
 */
export function createSessionStore(db: Db, clock: Clock) {
  const now = () => new Date(clock.now());
  const endedListeners = new Set<(ended: EndedSessions) => void>();
  const tell = (rows: { id: number }[], reason: SessionEndReason) => {
    if (rows.length === 0) return;
    const ended = { sessionIds: rows.map((row) => row.id), reason };
    for (const listener of endedListeners) listener(ended);
  };

  return {
    async open(userId: number, keep: boolean, client: SessionClient): Promise<{ token: string; sessionId: number }> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          tokenHash: hashOf(token),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + (keep ? KEEP_SESSION_MS : SHORT_SESSION_MS)),
          keep,
          userAgent: client.userAgent.slice(0, 512),
          ip: client.ip,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error('insert returned no session');
      return { token, sessionId: row.id };
    },

    /** The user of a live session, or null for an unknown, expired or revoked token. */
    async resolve(token: string): Promise<SignedInUser | null> {
      if (!tokenPattern.test(token)) return null;
      const [row] = await db
        .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashOf(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .limit(1);
      return row ? { sessionId: row.sessionId, expiresAt: row.expiresAt.getTime(), user: row.user } : null;
    },

    /** Ends one session: a logout. */
    async revoke(sessionId: number): Promise<void> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      tell(ended, 'signedOut');
    },

    /** Ends every session of the user, or every one but `keepSessionId`: the password changed. */
    async revokeAllOf(userId: number, keepSessionId?: number): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      tell(ended, 'passwordChanged');
    },

    /** Calls `listener` after each revocation with the sessions it ended; returns the unsubscribe. */
    onEnded(listener: (ended: EndedSessions) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
