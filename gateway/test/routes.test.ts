import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputControlCharacterMessage, NEWS_KEYWORD_MAX_LENGTH, NEWS_KEYWORD_TOO_LONG_ERROR, PAYLOAD_TOO_LARGE_MESSAGE } from '@portal/contracts';
import { buildTestApp, type TestApp } from './helper';

type Envelope<T = unknown> = { code: number; message: string; data: T };

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function get<T>(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

async function post<T>(url: string, payload: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

type ArticleSummary = { id: number; columnNo: string; title: string; views: number; publishedAt: string };
type NewsPage = { list: ArticleSummary[]; total: number; pageNum: number; pageSize: number };

describe('GET /live/time', () => {
  it('answers the server clock in epoch milliseconds', async () => {
    const before = Date.now();
    const { status, body } = await get<number>('/live/time');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toBeGreaterThanOrEqual(before);
    expect(body.data).toBeLessThanOrEqual(Date.now());
  });
});

describe('live-room API', () => {
  it('lists the four live navs in order', async () => {
    const { body } = await get<Array<{ id: number; name: string }>>('/api/nav/list');
    expect(body.code).toBe(200);
    expect(body.data.map((nav) => [nav.id, nav.name])).toEqual([
      [1, '足球'],
      [2, '篮球'],
      [3, '其他'],
      [4, '电竞'],
    ]);
  });

  it('lists banners, all or of one place', async () => {
    const all = await get<Array<{ placeCode: string; jumpType: number; innerPageId: number | null; outerLink: string | null }>>(
      '/api/banner/list',
    );
    expect(all.body.code).toBe(200);
    expect(new Set(all.body.data.map((banner) => banner.placeCode))).toEqual(new Set(['home_banner', 'home_advert', 'home_live']));
    expect(all.body.data.some((banner) => banner.jumpType !== 1 && banner.outerLink?.startsWith('https://'))).toBe(true);

    const home = await get<Array<{ placeCode: string }>>('/api/banner/list?placeCode=home_banner');
    expect(home.body.data.length).toBeGreaterThan(0);
    expect(home.body.data.every((banner) => banner.placeCode === 'home_banner')).toBe(true);
  });

  it('lists live rooms with their anchor, no more than asked', async () => {
    const { body } = await get<Array<{ roomId: number; isLive: number; nickName: string }>>('/api/room/hotAppRoom?size=3');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(3);
    for (const room of body.data) {
      expect(room.isLive).toBe(1);
      expect(room.nickName).not.toBe('');
    }
    const everyLive = await get<unknown[]>('/api/room/hotAppRoom');
    expect(everyLive.body.data).toHaveLength(4);
  });
});

describe('inform adverts and search', () => {
  it('answers the adverts of a place', async () => {
    const { body } = await get<Array<{ placeCode: string; innerPageId: number | null; targetId: string | null }>>(
      '/inform/advert/v2/adv?placeCode=home_advert',
    );
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((advert) => advert.placeCode === 'home_advert')).toBe(true);
  });

  it('answers the hot search words in display order', async () => {
    const { body } = await get<Array<{ word: string }>>('/inform/search/hot');
    expect(body).toMatchObject({ code: 200, message: expect.any(String) });
    expect(body.data.map((item) => item.word)).toEqual(['英超', '曼城', 'NBA', '湖人', '皇马', '中超', '欧冠', '勇士', '欧联杯', 'CBA']);
    expect(Object.keys(body.data[0] ?? {})).toEqual(['word']);
  });
});

describe('news', () => {
  it('lists the news columns of type 1', async () => {
    const { body } = await get<Array<{ columnNo: string; name: string }>>('/inform/column/getColumnByType?type=1');
    expect(body.code).toBe(200);
    expect(body.data.map((column) => column.name)).toEqual(['头条', '足球', '篮球']);
  });

  it('pages a column, newest first, with the total', async () => {
    const first = await post<NewsPage>('/inform/info/listCategory', { columnNo: '2', platform: 1, pageParam: { pageNum: 1, pageSize: 3 } });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ pageNum: 1, pageSize: 3 });
    const total = first.body.data.total;
    expect(total).toBeGreaterThan(5);
    expect(first.body.data.list).toHaveLength(3);
    expect(first.body.data.list.every((article) => article.columnNo === '2')).toBe(true);
    const times = first.body.data.list.map((article) => Date.parse(article.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await post<NewsPage>('/inform/info/listCategory', { columnNo: '2', pageParam: { pageNum: 2, pageSize: 3 } });
    expect(second.body.data.total).toBe(total);
    const ids = [...first.body.data.list, ...second.body.data.list].map((article) => article.id);
    expect(new Set(ids).size).toBe(6);
    const pages = Math.ceil(total / 3);
    const last = await post<NewsPage>('/inform/info/listCategory', { columnNo: '2', pageParam: { pageNum: pages, pageSize: 3 } });
    expect(last.body.data.list).toHaveLength(total - 3 * (pages - 1));
  });

  it('uses the default page size of 30', async () => {
    const { body } = await post<NewsPage>('/inform/info/listCategory', { columnNo: '1', pageParam: { pageNum: 1 } });
    expect(body.data.pageSize).toBe(30);
  });

  it('searches titles by keyword', async () => {
    // The seeded match reports; the tables' roundups are the news desk's, off here.
    const { body } = await post<NewsPage>('/inform/info/list', { keyword: '比分', pageParam: { pageNum: 1 } });
    expect(body.code).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((article) => article.title.includes('比分'))).toBe(true);
  });

  it('treats % in a keyword as a character, not a wildcard', async () => {
    const { body } = await post<NewsPage>('/inform/info/list', { keyword: '%', pageParam: { pageNum: 1 } });
    expect(body.data.total).toBe(0);
  });

  it('refuses a keyword longer than a search box takes, and one with a NUL byte', async () => {
    // 3 MB of keyword is over the body limit before any schema reads it.
    const long = await post<NewsPage>('/inform/info/list', { keyword: '湖'.repeat(1_000_000), pageParam: { pageNum: 1 } });
    expect(long.body).toMatchObject({ code: 413, message: PAYLOAD_TOO_LARGE_MESSAGE, data: null });
    const over = await post<NewsPage>('/inform/info/list', { keyword: '湖'.repeat(NEWS_KEYWORD_MAX_LENGTH + 1), pageParam: { pageNum: 1 } });
    expect(over.body).toMatchObject({ code: 400, message: NEWS_KEYWORD_TOO_LONG_ERROR });
    const nul = await post<NewsPage>('/inform/info/list', { keyword: '湖\u0000人', pageParam: { pageNum: 1 } });
    expect(nul.body).toMatchObject({ code: 400, message: inputControlCharacterMessage('keyword') });
    const search = await get('/api/search/list?word=%00');
    expect(search.body).toMatchObject({ code: 400, message: inputControlCharacterMessage('word') });
  });

  it('filters by author id', async () => {
    const { body } = await post<NewsPage>('/inform/info/list', { authorId: 999, pageParam: { pageNum: 1 } });
    expect(body.data).toMatchObject({ list: [], total: 0 });
  });

  it('answers the news carousel, at most the limit, from 头条 first', async () => {
    const { body } = await get<Array<{ id: number; title: string; cover: string }>>('/inform/info/banner?limit=4');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body.data.every((article) => article.cover !== '')).toBe(true);
    const headlines = await post<NewsPage>('/inform/info/listCategory', { columnNo: '1', pageParam: { pageNum: 1, pageSize: 4 } });
    expect(body.data.map((article) => article.id)).toEqual(headlines.body.data.list.map((article) => article.id));
    // Past 头条's articles, the other columns' fill the limit.
    const all = await get<unknown[]>('/inform/info/banner?limit=20');
    expect(all.body.data).toHaveLength(20);
  });

  it('answers an article and counts the view', async () => {
    const first = await get<{ id: number; content: string; views: number }>('/inform/info/detail/1');
    expect(first.body.code).toBe(200);
    expect(first.body.data.id).toBe(1);
    expect(first.body.data.content.split('\n\n').length).toBeGreaterThan(1);
    const second = await get<{ views: number }>('/inform/info/detail/1');
    expect(second.body.data.views).toBe(first.body.data.views + 1);
  });

  it('answers a 404 envelope for a missing article', async () => {
    const { status, body } = await get('/inform/info/detail/99999');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: '资讯不存在或已被删除', data: null });
  });
});

describe('the query every client GET carries', () => {
  it.each([
    '/live/time',
    '/api/nav/list',
    '/api/banner/list',
    '/api/room/hotAppRoom?size=2',
    '/inform/advert/v2/adv?placeCode=home_banner',
    '/inform/info/banner?limit=2',
    '/inform/column/getColumnByType?type=1',
    '/inform/info/detail/2',
    '/inform/search/hot',
  ])('%s accepts channelId=3&platform=1', async (url) => {
    const separator = url.includes('?') ? '&' : '?';
    const { status, body } = await get(`${url}${separator}channelId=3&platform=1`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
  });
});
