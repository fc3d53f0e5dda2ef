import { envelopeSchema, listRoutes, routes, type RouteEntry } from '@portal/contracts';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_REFERENCE_PATH } from '../src/http/api-reference';
import { buildTestApp, type TestApp } from './helper';

// Every route the app registers, seen by an onRoute hook installed on the instance as it is created.
const registered: RouteOptions[] = [];
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = (options?: FastifyModule.FastifyServerOptions): FastifyInstance => {
    const app = actual.default(options) as unknown as FastifyInstance;
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  };
  return { ...actual, default: create };
});

/** The web build's files (@fastify/static) answer every other path; a table entry may end in `*` too. */
const isFallback = (url: string) => url === '/*';
/** The API reference's UI, assets and document (src/http/api-reference.ts) describe the table; they are no call in it. */
const isApiReference = (url: string) => url === API_REFERENCE_PATH || url.startsWith(`${API_REFERENCE_PATH}/`);

const keyOf = (method: string, path: string) => `${method} ${path}`;

type Served = { method: string; url: string; schema: Record<string, unknown> };

function servedRoutes(): Served[] {
  return registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .filter(() => !isFallback(route.url) && !isApiReference(route.url))
      .map((method) => ({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> })),
  );
}

const table = listRoutes(routes);

/** A schema as JSON Schema, for comparing two schemas that were built apart. */
function shapeOf(schema: unknown, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' });
}

/** The 200 answers a route may declare for an entry: the envelope, with or without a null-data failure. */
function answersFor(entry: RouteEntry): unknown[] {
  if (entry.answer === 'body') return [shapeOf(entry.response, 'output')];
  return [
    envelopeSchema(entry.response),
    envelopeSchema(entry.response.nullable()),
    z.union([envelopeSchema(entry.response), envelopeSchema(z.null())]),
  ].map((schema) => shapeOf(schema, 'output'));
}

let ctx: TestApp;
beforeAll(async () => {
  // Production-like: the operator routes need OPERATOR_TOKEN; NODE_ENV test keeps the dev and sandbox routes.
  ctx = await buildTestApp({ env: { OPERATOR_TOKEN: 'operator-token-for-the-route-table' } });
});
afterAll(async () => ctx.close());

describe('the route table', () => {
  it('names every route the gateway serves', () => {
    const named = new Set(table.map((entry) => keyOf(entry.method, entry.path)));
    const unnamed = servedRoutes()
      .map((route) => keyOf(route.method, route.url))
      .filter((key) => !named.has(key));
    expect(unnamed).toEqual([]);
  });

  it('has no entry the gateway does not serve, unless marked served: false', () => {
    const served = new Set(servedRoutes().map((route) => keyOf(route.method, route.url)));
    const missing = table.filter((entry) => entry.served !== false && !served.has(keyOf(entry.method, entry.path))).map((entry) => entry.name);
    expect(missing).toEqual([]);
  });

  it('serves no entry marked served: false', () => {
    const served = new Set(servedRoutes().map((route) => keyOf(route.method, route.url)));
    const early = table.filter((entry) => entry.served === false && served.has(keyOf(entry.method, entry.path))).map((entry) => entry.name);
    expect(early).toEqual([]);
  });

  it('names each call once', () => {
    const keys = table.map((entry) => keyOf(entry.method, entry.path));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('validates what the gateway validates', () => {
    const byKey = new Map(table.map((entry) => [keyOf(entry.method, entry.path), entry]));
    const differences: string[] = [];
    for (const route of servedRoutes()) {
      const entry = byKey.get(keyOf(route.method, route.url));
      if (!entry) continue;
      for (const [part, field] of [
        ['params', 'params'],
        ['querystring', 'query'],
        ['body', 'body'],
      ] as const) {
        const theirs = route.schema[part];
        // Routes that parse their input in the handler (the ban and manager calls) declare none.
        if (theirs === undefined) continue;
        const ours = entry[field];
        if (ours === undefined || JSON.stringify(shapeOf(theirs, 'input')) !== JSON.stringify(shapeOf(ours, 'input'))) {
          differences.push(`${entry.name} ${field}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('answers what the gateway declares it answers', () => {
    const byKey = new Map(table.map((entry) => [keyOf(entry.method, entry.path), entry]));
    const differences: string[] = [];
    for (const route of servedRoutes()) {
      const entry = byKey.get(keyOf(route.method, route.url));
      const declared = (route.schema.response as Record<number, unknown> | undefined)?.[200];
      if (!entry || declared === undefined) continue;
      const theirs = JSON.stringify(shapeOf(declared, 'output'));
      if (!answersFor(entry).some((candidate) => JSON.stringify(candidate) === theirs)) differences.push(entry.name);
    }
    expect(differences).toEqual([]);
  });
});
