/** Who is calling: the accounts feature resolves an access token to its user. */
export interface UserResolver {
  resolveUser(token: string): Promise<{ id: number } | null>;
}

/** The matches each user follows (☆ on the score pages, 关注), newest first. */
export interface MatchCollectStore {
  add(userId: number, matchId: number, type: number): Promise<void>;
  remove(userId: number, matchId: number): Promise<void>;
  list(userId: number): Promise<number[]>;
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
