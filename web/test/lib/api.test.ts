import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HTTP_QUIET_TIMEOUT_MS, HTTP_TIMEOUT_MS, MALFORMED_DATA_MESSAGE } from '@portal/contracts';
import {
  ApiError,
  api,
  createApiClient,
  fetchMediaStream,
  isCancel,
  quietApi,
  reportTo,
  type ApiClientOptions,
  type RequestOutcome,
} from '../../src/lib/api';
import { createLoadingBar, loadingBar } from '../../src/lib/loading-bar';

interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

const BASE = 'https://api.portal.test';

function envelope(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that records what it is asked and answers with `answer`. */
function recordingFetch(answer: () => Response | Promise<Response> = () => envelope({ code: 200, message: 'ok', data: null })) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    requests.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body === undefined || init.body === null ? undefined : String(init.body),
      credentials: init.credentials,
    });
    return answer();
  };
  return { fetchImpl: fetchImpl as typeof fetch, requests };
}

/** A fetch that never answers, and rejects as a real fetch does when its signal aborts. */
const hangingFetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  })) as typeof fetch;

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, timeoutMs: HTTP_TIMEOUT_MS, ...options });
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends a GET with channelId, platform and the query, skipping empty values', async () => {
    const { fetchImpl, requests } = recordingFetch();
    await client({ fetchImpl }).get('/api/room/page', {
      roomType: 1,
      navId: null,
      roomId: undefined,
      word: '',
      page: 0,
      hot: false,
      name: '梅西 & C罗',
    });

    const request = only(requests);
    expect(request.method).toBe('GET');
    expect(request.url.origin + request.url.pathname).toBe(`${BASE}/api/room/page`);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      channelId: '3',
      platform: '1',
      roomType: '1',
      page: '0',
      hot: 'false',
      name: '梅西 & C罗',
    });
    expect(request.body).toBeUndefined();
    expect(request.headers.has('content-type')).toBe(false);
  });

  it('appends to a query already in the path', async () => {
    const { fetchImpl, requests } = recordingFetch();
    await client({ fetchImpl }).get('/inform/column/getColumnByType?type=1', { limit: 5 });
    const { searchParams } = only(requests).url;
    expect(searchParams.get('type')).toBe('1');
    expect(searchParams.get('limit')).toBe('5');
    expect(searchParams.get('channelId')).toBe('3');
  });

  it('includes credentials (the HttpOnly auth cookie) on every method, and no accessToken header', async () => {
    const { fetchImpl, requests } = recordingFetch();
    const portal = client({ fetchImpl });
    await portal.get('/pay/balances');
    await portal.post('/pay/gift', { giftId: 1 });
    await portal.put('/user/center/updateInfo', { nickName: 'a' });
    await portal.delete('/pay/unbind-card/3');

    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    for (const request of requests) {
      expect(request.headers.has('accessToken')).toBe(false);
      expect(request.credentials).toBe('include');
    }
  });

  it('never turns a cookie a script could read into an accessToken header', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; auth=cookie-token; lang=zh' });
    const { fetchImpl, requests } = recordingFetch();
    await createApiClient({ baseUrl: BASE, timeoutMs: HTTP_TIMEOUT_MS, fetchImpl }).get('/user/center/info');
    expect(only(requests).headers.has('accessToken')).toBe(false);
  });

  it('sends a POST body as JSON without the GET query', async () => {
    const { fetchImpl, requests } = recordingFetch();
    await client({ fetchImpl }).post('/chat/msg', { content: '好球', matchId: 7, extra: null });

    const request = only(requests);
    expect(request.method).toBe('POST');
    expect(request.url.search).toBe('');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request.body ?? '')).toEqual({ content: '好球', matchId: 7, extra: null });
  });

  it('form-encodes a body when asked, leaving out null and undefined fields', async () => {
    const { fetchImpl, requests } = recordingFetch();
    await client({ fetchImpl }).post(
      '/chat/getToken',
      { group: 'room 1', empty: null, missing: undefined, count: 2 },
      { form: true, query: { group: 'g1', skip: '' } },
    );

    const request = only(requests);
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ group: 'room 1', count: '2' });
    expect(request.url.search).toBe('?group=g1');
  });
});

describe('answers', () => {
  it('unwraps a code 200 envelope into an ok result', async () => {
    const { fetchImpl } = recordingFetch(() => envelope({ code: 200, message: 'success', data: { roomId: 9 } }));
    await expect(client({ fetchImpl }).get('/api/room/info')).resolves.toEqual({
      ok: true,
      code: 200,
      message: 'success',
      data: { roomId: 9 },
    });
  });

  it('turns a non-200 code in a 200 answer into a failed result with its code and message', async () => {
    const { fetchImpl } = recordingFetch(() => envelope({ code: 10011, message: '用户名或密码输入错误', data: { x: 1 } }));
    await expect(client({ fetchImpl }).post('/user/login', {})).resolves.toEqual({
      ok: false,
      code: 10011,
      message: '用户名或密码输入错误',
      data: null,
    });
  });

  it.each([401, 403, 500, 503])('turns a numeric code in an HTTP %i answer into a failed result', async (status) => {
    const { fetchImpl } = recordingFetch(() => envelope({ code: status, message: '请先登录', data: null }, status));
    await expect(client({ fetchImpl }).get('/pay/balances')).resolves.toEqual({
      ok: false,
      code: status,
      message: '请先登录',
      data: null,
    });
  });

  it('rethrows an HTTP error without a numeric code as an http ApiError', async () => {
    const { fetchImpl } = recordingFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await client({ fetchImpl }).get('/live/time').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });

  it('does not treat code 200 in an HTTP error answer as success', async () => {
    const { fetchImpl } = recordingFetch(() => envelope({ code: 200, message: 'ok', data: 1 }, 500));
    await expect(client({ fetchImpl }).get('/live/time')).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('validates data with the schema and returns what it parsed', async () => {
    const schema = z.object({ token: z.string() });
    const { fetchImpl } = recordingFetch(() => envelope({ code: 200, message: '', data: { token: 't', spare: 1 } }));
    const result = await client({ fetchImpl }).post('/user/login', {}, { schema });
    expect(result).toEqual({ ok: true, code: 200, message: '', data: { token: 't' } });
  });

  it('fails with code 500 数据格式错误 when data does not match the schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchImpl } = recordingFetch(() => envelope({ code: 200, message: 'success', data: { token: 42 } }));
    const result = await client({ fetchImpl }).post('/user/login', {}, { schema: z.object({ token: z.string() }) });
    expect(result).toEqual({ ok: false, code: 500, message: MALFORMED_DATA_MESSAGE, data: null });
    expect(MALFORMED_DATA_MESSAGE).toBe('数据格式错误');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('fails with 数据格式错误 when a successful answer is not an envelope', async () => {
    const { fetchImpl } = recordingFetch(() => new Response('<!doctype html>', { status: 200 }));
    await expect(client({ fetchImpl }).get('/live/time')).resolves.toEqual({
      ok: false,
      code: 500,
      message: '数据格式错误',
      data: null,
    });
  });
});

describe('failures', () => {
  it('rethrows a network failure as a network ApiError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await client({ fetchImpl: () => Promise.reject(cause) })
      .get('/live/time')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, cause });
    expect(isCancel(error)).toBe(false);
  });

  it('times out after timeoutMs, not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const request = client({ fetchImpl: hangingFetch }).get('/live/football/v1_1/live');
    const outcome = request.catch((e: unknown) => e).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(isCancel(error)).toBe(false);
  });

  it('clears the timer once answered', async () => {
    vi.useFakeTimers();
    const { fetchImpl } = recordingFetch();
    await client({ fetchImpl }).get('/live/time');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a cancel when the caller aborts', async () => {
    const controller = new AbortController();
    const request = client({ fetchImpl: hangingFetch }).get('/live/time', undefined, { signal: controller.signal });
    controller.abort();
    const error = await request.catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('treats a signal aborted before the call as a cancel, with any reason', async () => {
    const controller = new AbortController();
    controller.abort('left the page');
    const error = await client({ fetchImpl: hangingFetch })
      .get('/live/time', undefined, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
  });

  it('recognises only cancellations with isCancel', () => {
    expect(isCancel(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCancel(new ApiError('timeout', 0, 'timed out'))).toBe(false);
    expect(isCancel(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCancel(undefined)).toBe(false);
    expect(isCancel('AbortError')).toBe(false);
  });

  describe('silent client', () => {
    const swallowed = { ok: false, code: -1, message: '', data: null };

    it('answers a network failure with a failed result instead of throwing', async () => {
      const quiet = client({ silent: true, fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')) });
      await expect(quiet.get('/live/time')).resolves.toEqual(swallowed);
    });

    it('answers an HTTP error without a code with a failed result', async () => {
      const { fetchImpl } = recordingFetch(() => new Response('down', { status: 503 }));
      await expect(client({ silent: true, fetchImpl }).get('/live/time')).resolves.toEqual(swallowed);
    });

    it('answers a cancel with a failed result', async () => {
      const controller = new AbortController();
      controller.abort();
      const quiet = client({ silent: true, fetchImpl: hangingFetch });
      await expect(quiet.get('/live/time', undefined, { signal: controller.signal })).resolves.toEqual(swallowed);
    });

    it('still returns a failed envelope as it came', async () => {
      const { fetchImpl } = recordingFetch(() => envelope({ code: 401, message: '请先登录', data: null }, 401));
      await expect(client({ silent: true, fetchImpl }).get('/pay/balances')).resolves.toEqual({
        ok: false,
        code: 401,
        message: '请先登录',
        data: null,
      });
    });
  });
});

describe('request hooks', () => {
  async function outcomeOf(fetchImpl: typeof fetch, signal?: AbortSignal): Promise<RequestOutcome[]> {
    const events: string[] = [];
    const outcomes: RequestOutcome[] = [];
    const portal = client({
      fetchImpl,
      silent: true,
      onRequestStart: () => events.push('start'),
      onRequestEnd: (outcome) => {
        events.push('end');
        outcomes.push(outcome);
      },
    });
    await portal.get('/live/time', undefined, { signal });
    expect(events).toEqual(['start', 'end']);
    return outcomes;
  }

  it('reports ok for an answered call, even a failed envelope', async () => {
    expect(await outcomeOf(recordingFetch().fetchImpl)).toEqual(['ok']);
    const failedEnvelope = recordingFetch(() => envelope({ code: 10011, message: 'x', data: null }));
    expect(await outcomeOf(failedEnvelope.fetchImpl)).toEqual(['ok']);
  });

  it('reports error for a network failure and for an HTTP error status', async () => {
    expect(await outcomeOf(() => Promise.reject(new TypeError('offline')))).toEqual(['error']);
    const httpError = recordingFetch(() => envelope({ code: 500, message: 'x', data: null }, 500));
    expect(await outcomeOf(httpError.fetchImpl)).toEqual(['error']);
  });

  it('leaves a background call out of the hooks, whatever its outcome', async () => {
    const events: string[] = [];
    const portal = client({
      fetchImpl: recordingFetch(() => envelope({ code: 401, message: '请先登录', data: null }, 401)).fetchImpl,
      onRequestStart: () => events.push('start'),
      onRequestEnd: () => events.push('end'),
    });
    expect(await portal.get('/user/center/info', undefined, { background: true })).toMatchObject({ ok: false, code: 401 });
    expect(events).toEqual([]);
  });

  it('reports cancel for an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await outcomeOf(hangingFetch, controller.signal)).toEqual(['cancel']);
  });

  it('drives a loading bar: a cancel finishes it, an error fails it', async () => {
    vi.useFakeTimers();
    const bar = createLoadingBar({ throttleMs: 200, durationMs: 5000 });
    const controller = new AbortController();
    const portal = client({ fetchImpl: hangingFetch, ...reportTo(bar) });

    const cancelled = portal.get('/a', undefined, { signal: controller.signal }).catch(() => undefined);
    const timedOut = portal.get('/b').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(200);
    expect(bar.getSnapshot()).toMatchObject({ active: true, failed: false });

    controller.abort();
    await cancelled;
    expect(bar.getSnapshot()).toMatchObject({ active: true, failed: false });

    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    await timedOut;
    expect(bar.getSnapshot()).toMatchObject({ active: true, percent: 100, failed: true });
  });
});

describe('the app clients', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(async () => {
    // Let the shared bar hide so the next test starts from idle.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loadingBar.getSnapshot().active).toBe(false);
  });

  it('api rethrows a network failure and quietApi swallows it', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/live/time')).rejects.toMatchObject({ kind: 'network' });
    await expect(quietApi.get('/live/time')).resolves.toEqual({ ok: false, code: -1, message: '', data: null });
  });

  it('api times out at 20 s and quietApi at 40 s', async () => {
    vi.stubGlobal('fetch', hangingFetch);
    let mainSettled = false;
    let quietSettled = false;
    const main = api.get('/live/time').catch((e: unknown) => e).finally(() => (mainSettled = true));
    const quiet = quietApi.get('/live/time').finally(() => (quietSettled = true));

    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    expect(mainSettled).toBe(true);
    expect(await main).toMatchObject({ kind: 'timeout' });
    expect(quietSettled).toBe(false);

    await vi.advanceTimersByTimeAsync(HTTP_QUIET_TIMEOUT_MS - HTTP_TIMEOUT_MS);
    expect(quietSettled).toBe(true);
    expect(await quiet).toEqual({ ok: false, code: -1, message: '', data: null });
  });

  it('show their slow requests on the app loading bar', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const request = api.get('/live/time');

    await vi.advanceTimersByTimeAsync(199);
    expect(loadingBar.getSnapshot().active).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadingBar.getSnapshot().active).toBe(true);

    answer(envelope({ code: 200, message: '', data: 1 }));
    await request;
    expect(loadingBar.getSnapshot()).toMatchObject({ active: true, percent: 100, failed: false });
  });
});

describe('fetchMediaStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the bytes with the caller\'s headers and signal, sending cookies to other origins only when asked', async () => {
    const fetchStub = vi.fn(async () => new Response('flv'));
    vi.stubGlobal('fetch', fetchStub);
    const signal = new AbortController().signal;
    const headers = new Headers({ range: 'bytes=10-' });

    await fetchMediaStream('/media/live/7.flv', { headers, signal });
    await fetchMediaStream('https://cdn.portal.test/7.flv', { headers, signal, withCredentials: true });

    expect(fetchStub.mock.calls).toEqual([
      ['/media/live/7.flv', { headers, signal, credentials: 'same-origin' }],
      ['https://cdn.portal.test/7.flv', { headers, signal, credentials: 'include' }],
    ]);
  });
});
