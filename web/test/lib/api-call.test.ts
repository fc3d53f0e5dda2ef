import { defineRoute, getQuery, routes } from '@portal/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, MALFORMED_DATA_MESSAGE, type ApiResult } from '../../src/lib/api';
import { callRoute, fillPath } from '../../src/lib/api-call';

const BASE = 'https://api.portal.test';

type Recorded = { url: URL; method: string; body: string | undefined };

/** A client whose fetch records each request and answers `data` in a success envelope. */
function clientAnswering(data: unknown) {
  const requests: Recorded[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: new URL(String(input)), method: init.method ?? 'GET', body: init.body == null ? undefined : String(init.body) });
    return new Response(JSON.stringify({ code: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { client: createApiClient({ baseUrl: BASE, timeoutMs: 1000, fetchImpl, getToken: () => undefined }), requests };
}

const rename = defineRoute({
  method: 'POST',
  path: '/test/item/:id/rename',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: getQuery({ dryRun: z.stringbool().optional() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.number().int(), at: z.iso.datetime().transform((text) => new Date(text)) }),
});

describe('callRoute', () => {
  it('fills the path, sends the query and body, and parses data with the response schema', async () => {
    const { client, requests } = clientAnswering({ id: 7, at: '2024-05-01T08:00:00.000Z' });
    const result = await callRoute(client, rename, { params: { id: 7 }, query: { dryRun: 'true' }, body: { name: '新名字' } });
    expectTypeOf(result).toEqualTypeOf<ApiResult<{ id: number; at: Date }>>();
    expect(result).toEqual({ ok: true, code: 200, message: 'ok', data: { id: 7, at: new Date('2024-05-01T08:00:00.000Z') } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/test/item/7/rename');
    expect(request?.url.searchParams.get('dryRun')).toBe('true');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: '新名字' });
  });

  it('sends a GET entry with its query and the common query', async () => {
    const { client, requests } = clientAnswering({ available: true });
    const result = await callRoute(client, routes.user.checkNickName, { query: { nickName: '小明' } });
    expect(result).toMatchObject({ ok: true, data: { available: true } });
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/user/check/nick-name');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ channelId: '3', platform: '1', nickName: '小明' });
  });

  it('answers data that does not match the entry as a failed result', async () => {
    const { client } = clientAnswering({ id: 'seven' });
    const result = await callRoute(client, rename, { params: { id: 7 }, body: { name: 'x' } });
    expect(result).toEqual({ ok: false, code: 500, message: MALFORMED_DATA_MESSAGE, data: null });
  });

  it('types the input by the entry', () => {
    const { client } = clientAnswering(null);
    // @ts-expect-error the body is required
    void callRoute(client, rename, { params: { id: 1 } });
    // @ts-expect-error an entry without params takes none
    void callRoute(client, routes.user.logout, { params: { id: 1 } });
    // @ts-expect-error the query of /user/check/nick-name needs a nickName
    void callRoute(client, routes.user.checkNickName, { query: {} });
  });

  it('encodes path params', () => {
    expect(fillPath('/media/video/:video', { video: 'a b/c.mp4' })).toBe('/media/video/a%20b%2Fc.mp4');
    expect(() => fillPath('/pay/card-list/:id')).toThrow(':id');
  });
});
