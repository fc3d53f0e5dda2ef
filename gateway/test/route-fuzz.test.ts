import { listRoutes, type RouteEntry, routes } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { systemClock } from '../src/clock';
import { createSessionStore } from '../src/accounts/sessions';
import { rooms } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helper';

// Arbitrary strings and numbers sent to every route of the contracts' route table, by a visitor
// and by a signed-in anchor: whatever arrives, the answer is never a 500.

/** Text as it goes into a URL: already percent-encoded, including bytes that are not UTF-8. */
const nastyUrlText = fc.constantFrom('%00', '%01', '%7F', '%C2%9B', '%ED%A0%80', '%FF', '0x10', '1e3', '-1', '0', '9999999999999999999', '%20', '..%2F..%2F', '%25');
const numberText = fc.oneof(fc.integer().map(String), fc.double({ noNaN: false }).map(String), fc.bigInt().map(String));
const urlText = fc.oneof(nastyUrlText, numberText, fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent), fc.string({ maxLength: 2_000 }).map(encodeURIComponent));

/** Any JSON value a body field might get, with the strings a hostile client would send. */
const nastyText = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u200b\u200b', '0x10', '1e3', ' 5', 'Infinity', '-0', '<script>alert(1)</script>', "'; DROP TABLE users; --", 'x'.repeat(20_000));
const leaf = fc.oneof(nastyText, fc.string({ unit: 'binary', maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number));
const jsonValue = fc.oneof({ depthSize: 'small' }, leaf, fc.array(leaf, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }));

/** The field names of an object schema, looking through optional, default and pipe wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let def = (schema as unknown as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  for (let step = 0; def && step < 8; step += 1) {
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as { _zod?: { def?: Record<string, unknown> } } | undefined;
    def = inner?._zod?.def;
  }
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** One request to an entry: its path with fuzzed params, a fuzzed query, and for writes a fuzzed body. */
function requestOf(entry: RouteEntry) {
  const params = pathParams(entry.path);
  const queryFields = [...fieldsOf(entry.query), 'extra'];
  const bodyFields = fieldsOf(entry.body);
  return fc.record({
    params: fc.tuple(...params.map(() => urlText)),
    query: fc.dictionary(fc.constantFrom(...queryFields), urlText, { maxKeys: queryFields.length }),
    body: bodyFields.length > 0 ? fc.oneof(fc.dictionary(fc.constantFrom(...bodyFields), jsonValue, { maxKeys: bodyFields.length }), jsonValue) : jsonValue,
    signedIn: fc.boolean(),
  }).map(({ params: values, query, body, signedIn }) => {
    let url = entry.path;
    params.forEach((name, index) => (url = url.replace(`:${name}`, values[index] || '1')));
    const search = Object.entries(query).map(([name, value]) => `${name}=${value}`).join('&');
    return { url: search ? `${url}?${search}` : url, body: entry.method === 'GET' ? undefined : body, signedIn };
  });
}

describe('every route of the table, fuzzed', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await buildTestApp();
    const [room] = await test.database.db.select({ anchorId: rooms.anchorId }).from(rooms).orderBy(asc(rooms.id)).limit(1);
    token = (await createSessionStore(test.database.db, systemClock).open(room!.anchorId, false, { userAgent: 'fuzz', ip: '127.0.0.1' })).token;
  });
  afterAll(async () => {
    await test.close();
  });

  const served = listRoutes(routes).filter((entry) => entry.served !== false);

  it.each(served.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s never answers 500', async (_name, entry) => {
    await fc.assert(
      fc.asyncProperty(requestOf(entry), async (request) => {
        const response = await test.app.inject({
          method: entry.method,
          url: request.url,
          headers: request.signedIn ? { accesstoken: token } : {},
          ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body), headers: { 'content-type': 'application/json', ...(request.signedIn ? { accesstoken: token } : {}) } }),
        });
        expect(response.statusCode, `${entry.method} ${request.url} ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
  });
});
