import { PassThrough } from 'node:stream';
import { REQUEST_TIMEOUT_MESSAGE, ResultCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** How long the gateway waits for a request's body once its headers are in. */
export const BODY_TIMEOUT_MS = 30_000;
/** How long it waits for a request's headers. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** The outer bound on a whole request, enforced by Node itself (its own bare 408) should the body guard not. */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Cuts clients that send too slowly. A body that has not arrived within `bodyMs` is refused with
 * 408 in the envelope; headers are cut by Node after HEADERS_TIMEOUT_MS. An answer sent while the
 * request's body is still coming in (a 401 before a slow upload is read, a 408, a 413) closes the
 * connection, so an unread body never holds a socket.
 */
export function guardSlowClients(app: FastifyInstance, { bodyMs = BODY_TIMEOUT_MS }: { bodyMs?: number } = {}): void {
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.server.requestTimeout = REQUEST_TIMEOUT_MS;

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) return payload;
    const timed = new PassThrough();
    // The body parser listens for the cut while it reads; once it has answered, a late error has no one to tell.
    timed.on('error', () => {});
    const timer = setTimeout(() => {
      payload.unpipe(timed);
      timed.destroy(new AppError(ResultCode.REQUEST_TIMEOUT, REQUEST_TIMEOUT_MESSAGE));
    }, bodyMs);
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('error', (error) => {
      done();
      timed.destroy(error);
    });
    request.raw.once('close', done);
    return payload.pipe(timed);
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
