import type { EphemeralStore } from '../ephemeral/store';

/** Who is calling: the accounts feature resolves an access token to its user. */
export interface UserResolver {
  resolveUser(token: string): Promise<{ id: number } | null>;
}

/** The matches each user collected (关注), newest first. */
export interface MatchCollectStore {
  add(userId: number, matchId: number, type: number): Promise<void>;
  remove(userId: number, matchId: number): Promise<void>;
  list(userId: number): Promise<number[]>;
}

type Collected = { matchId: number; type: number };

/** Matches leave the fixtures window after a week; a collect outliving a month has no match to show. */
const KEEP_MS = 30 * 24 * 60 * 60_000;
const MAX_COLLECTS = 500;

/** Collects kept in the ephemeral store, so every gateway process sees them. */
export function createCollectStore(store: EphemeralStore): MatchCollectStore {
  const key = (userId: number) => `collect:match:${userId}`;
  const read = async (userId: number): Promise<Collected[]> => {
    const text = await store.get(key(userId));
    if (text === null) return [];
    try {
      const parsed = JSON.parse(text) as unknown;
      return Array.isArray(parsed) ? (parsed as Collected[]) : [];
    } catch {
      return [];
    }
  };
  const write = (userId: number, collected: Collected[]) =>
    store.put(key(userId), JSON.stringify(collected.slice(0, MAX_COLLECTS)), KEEP_MS);
  return {
    async add(userId, matchId, type) {
      const collected = (await read(userId)).filter((c) => c.matchId !== matchId);
      await write(userId, [{ matchId, type }, ...collected]);
    },
    async remove(userId, matchId) {
      await write(
        userId,
        (await read(userId)).filter((c) => c.matchId !== matchId),
      );
    },
    async list(userId) {
      return (await read(userId)).map((c) => c.matchId);
    },
  };
}

/** The accounts feature's sessions as a {@link UserResolver}. */
export function sessionUserResolver(sessions: {
  resolve(token: string): Promise<{ user: { id: number } } | null>;
}): UserResolver {
  return {
    async resolveUser(token) {
      const signedIn = await sessions.resolve(token);
      return signedIn === null ? null : { id: signedIn.user.id };
    },
  };
}
