import { defineRoute, getQuery, ok } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from '../src/http/errors';
import { serveRoute } from '../src/routes/serve-route';

const rename = defineRoute({
  method: 'POST',
  path: '/test/item/:id/rename',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: getQuery({ dryRun: z.stringbool().optional() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.number().int(), name: z.string(), dryRun: z.boolean() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  serveRoute(app, rename, {}, async (request) => {
    const { id } = request.params;
    if (request.body.name === 'drift') return ok({ id, name: 42 } as never);
    return ok({ id, name: request.body.name, dryRun: request.query.dryRun ?? false });
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('serveRoute', () => {
  it('registers the entry with its params, query and body parsed', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/item/7/rename?dryRun=true&channelId=3', payload: { name: '新名字' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'success', data: { id: 7, name: '新名字', dryRun: true } });
  });

  it('answers a body the entry refuses with the error envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/item/7/rename', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it('does not send an answer that does not match the response schema', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/item/7/rename', payload: { name: 'drift' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('drift');
    expect(response.json()).toMatchObject({ code: 500, data: null });
  });
});
