import {
  banAddQuerySchema,
  managerAddQuerySchema,
  moderationListQuerySchema,
  moderationRemoveQuerySchema,
  moderationTypeQuerySchema,
  moderationVariant,
  type ModerationVariant,
  ok,
  ResultCode,
  routes,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError, validationMessage } from '../../http/errors';
import { serveRoute } from '../serve-route';

/** A query parsed by the schema of the variant the type flag chose; its failures read as validation errors. */
function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
  throw new AppError(ResultCode.BAD_REQUEST, validationMessage(issues, 'querystring'));
}

/** SPEC §5: the type flag picks ban (1) or manager (anything else); without it, the path does. */
function variantOf(query: unknown, byPath: ModerationVariant): ModerationVariant {
  const { type } = parseQuery(moderationTypeQuerySchema, query);
  return type === undefined ? byPath : moderationVariant(type);
}

/** Bans (/api/forbid) and room managers (/api/manager) of the live-room API (SPEC §7). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.chat;
  // The ban and manager calls change state through GET, so the cookie alone signs them in only from the site's own pages.
  const addAs = async (request: FastifyRequest, byPath: ModerationVariant) => {
    const actorId = signedInUser(request).user.id;
    if (variantOf(request.query, byPath) === 'ban') return ok(await moderation.ban(actorId, parseQuery(banAddQuerySchema, request.query)));
    return ok(await moderation.appoint(actorId, parseQuery(managerAddQuerySchema, request.query)));
  };
  const listAs = async (request: FastifyRequest, byPath: ModerationVariant) => {
    const actorId = signedInUser(request).user.id;
    const query = parseQuery(moderationListQuerySchema, request.query);
    return ok(
      variantOf(request.query, byPath) === 'ban' ? await moderation.bans(actorId, query) : await moderation.managers(actorId, query),
    );
  };
  const removeAs = async (request: FastifyRequest, byPath: ModerationVariant) => {
    const actorId = signedInUser(request).user.id;
    const { id } = parseQuery(moderationRemoveQuerySchema, request.query);
    if (variantOf(request.query, byPath) === 'ban') await moderation.unban(actorId, id);
    else await moderation.dismiss(actorId, id);
    return ok(null);
  };
  for (const [calls, byPath] of [
    [{ add: routes.chat.forbidAdd, list: routes.chat.forbidList, remove: routes.chat.forbidRemove }, 'ban'],
    [{ add: routes.chat.managerAdd, list: routes.chat.managerList, remove: routes.chat.managerRemove }, 'manager'],
  ] as const) {
    serveRoute(app, calls.add, { onRequest: app.requireUserFromHeader }, (request) => addAs(request, byPath));
    serveRoute(app, calls.list, { onRequest: app.requireUser }, (request) => listAs(request, byPath));
    serveRoute(app, calls.remove, { onRequest: app.requireUserFromHeader }, (request) => removeAs(request, byPath));
  }
};
