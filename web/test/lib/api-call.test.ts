import { ACCESS_TOKEN_HEADER, MALFORMED_DATA_MESSAGE, routes } from '@portal/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, type ApiResult } from '../../src/lib/api';
import { callRoute, fillPath } from '../../src/lib/api-call';
import type { NewsArticle } from '@portal/contracts';

const BASE = 'https://api.portal.test';

type Recorded = { url: URL; method: string; body: string | undefined };

/** A client whose fetch records each request and answers `data` in a success envelope. */
function clientAnswering(data: unknown) {
  const requests: Recorded[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: new URL(String(input)), method: init.method ?? 'GET', body: init.body == null ? undefined : String(init.body) });
    return new Response(JSON.stringify({ code: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { client: createApiClient({ baseUrl: BASE, timeoutMs: 1000, fetchImpl }), requests };
}

describe('callRoute', () => {
  it('fills the path and parses data with the response schema', async () => {
    const article = {
      id: 7,
      columnNo: '1',
      title: '标题',
      summary: '',
      cover: '',
      authorId: null,
      authorName: '编辑',
      views: 3,
      publishedAt: '2024-05-01T08:00:00.000Z',
      content: '正文',
    };
    const { client, requests } = clientAnswering(article);
    const result = await callRoute(client, routes.inform.newsDetail, { params: { id: 7 } });
    expectTypeOf(result).toEqualTypeOf<ApiResult<NewsArticle>>();
    expect(result).toEqual({ ok: true, code: 200, message: 'ok', data: { ...article, publishedAt: new Date(article.publishedAt) } });
    expect(requests[0]?.url.pathname).toBe('/inform/info/detail/7');
  });

  it('sends a POST entry with its params and body', async () => {
    const { client, requests } = clientAnswering(null);
    await callRoute(client, routes.extra.operatorRejectWithdrawal, { params: { id: 12 }, body: { reason: '资料不符' } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/operator/wallet/withdrawals/12/reject');
    expect(JSON.parse(request?.body ?? '')).toEqual({ reason: '资料不符' });
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
    const result = await callRoute(client, routes.inform.newsDetail, { params: { id: 7 } });
    expect(result).toEqual({ ok: false, code: 500, message: MALFORMED_DATA_MESSAGE, data: null });
  });

  it('types the input by the entry', () => {
    const { client } = clientAnswering(null);
    // Checked by the compiler only: these calls are never made.
    const wrongInputs = () => {
      // @ts-expect-error the body is required
      void callRoute(client, routes.user.login, {});
      // @ts-expect-error the path needs its id
      void callRoute(client, routes.inform.newsDetail, {});
      // @ts-expect-error an entry without params takes none
      void callRoute(client, routes.user.logout, { params: { id: 1 } });
      // @ts-expect-error the query of /user/check/nick-name needs a nickName
      void callRoute(client, routes.user.checkNickName, { query: {} });
    };
    expect(wrongInputs).toBeTypeOf('function');
  });

  it('calls an entry that answers a body of its own as the captcha host: no cookies, no token, the body parsed whole', async () => {
    const requests: RequestInit[] = [];
    const body = { repCode: '0000', repMsg: null, repData: null, success: true };
    const fetchImpl = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push(init);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const client = createApiClient({ baseUrl: BASE, timeoutMs: 1000, fetchImpl });
    const result = await callRoute(client, routes.inform.captchaCheck, { body: { captchaType: 'blockPuzzle', pointJson: '{}', token: 't' } });
    expect(result).toEqual({ ok: true, code: 200, message: '', data: body });
    expect(requests[0]?.credentials).toBe('same-origin');
    expect(new Headers(requests[0]?.headers).has(ACCESS_TOKEN_HEADER)).toBe(false);
  });

  it('encodes path params', () => {
    expect(fillPath('/media/video/:video', { video: 'a b/c.mp4' })).toBe('/media/video/a%20b%2Fc.mp4');
    expect(() => fillPath('/pay/card-list/:id')).toThrow(':id');
  });
});
