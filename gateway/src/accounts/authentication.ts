import { ResultCode, SIGN_IN_REQUIRED_MESSAGE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { fromOwnSite } from '../http/own-site';
import type { SessionStore, SignedInUser } from './sessions';

/** A hook for onRequest or preHandler: answers 401 unless the request carries a live session. */
export type AuthenticationHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves request.accessToken to its user (request.user) or answers 401 请先登录. */
    requireUser: AuthenticationHook;
    /**
     * As requireUser, but the auth cookie counts only on a request from the site's own pages; a
     * token in the accessToken header always does. For the calls that change something through GET,
     * where the cookie alone would let another site act for the user (a link, an image).
     */
    requireUserFromHeader: AuthenticationHook;
    /** Sets request.user when the request carries a live session, and lets visitors through. */
    identifyUser: AuthenticationHook;
  }
  interface FastifyRequest {
    /** The signed-in user, set by requireUser; null before it ran or on public routes. */
    user: SignedInUser | null;
  }
}

const signInRequired = () => new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);

/** Needs registerAccessToken first, so request.accessToken is read. */
export function registerAuthentication(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('user', null);

  const resolve = async (request: FastifyRequest, token: string | undefined) => {
    const signedIn = token ? await sessions.resolve(token) : null;
    if (!signedIn) throw signInRequired();
    request.user = signedIn;
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await resolve(request, request.accessToken);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    request.user = request.accessToken ? await sessions.resolve(request.accessToken) : null;
  });
  app.decorate('requireUserFromHeader', async (request: FastifyRequest) => {
    const counts = request.accessTokenFrom === 'header' || fromOwnSite(request);
    await resolve(request, counts ? request.accessToken : undefined);
  });
}

/** The user requireUser found; only for routes that run it. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw signInRequired();
  return request.user;
}

/** The user of a live session when there is one, without requiring it. */
export async function optionalUser(request: FastifyRequest, sessions: SessionStore): Promise<SignedInUser | null> {
  return request.accessToken ? sessions.resolve(request.accessToken) : null;
}
