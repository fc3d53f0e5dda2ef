import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

let ctx: TestApp;
let now = Date.UTC(2026, 10, 20, 12);
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  ctx = await buildTestApp({ dependencies: { clock: { now: () => now } } });
});

afterAll(() => ctx.close());

const search = (keyword: string) =>
  ctx.app.inject({ method: 'POST', url: '/inform/info/list', payload: { keyword, pageParam: { pageNum: 1 } } });
const hotWords = async () => ((await ctx.app.inject({ method: 'GET', url: '/inform/search/hot' })).json() as { data: { word: string }[] }).data.map((w) => w.word);

describe('the hot search words', () => {
  it('rank the words people searched this week first, then the editors list, ten in all', async () => {
    await search('利物浦');
    now += 9 * DAY;
    for (const word of ['梅西', '曼城', '梅西', '曼城', '梅西', '勇士']) await search(word);
    // A second page of the same search is not a new search.
    await ctx.app.inject({ method: 'POST', url: '/inform/info/list', payload: { keyword: '勇士', pageParam: { pageNum: 2 } } });
    expect(await hotWords()).toEqual(['梅西', '曼城', '勇士', '英超', 'NBA', '湖人', '皇马', '中超', '欧冠', '欧联杯']);
  });
});
