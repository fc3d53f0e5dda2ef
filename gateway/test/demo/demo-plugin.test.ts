import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('the demo plugin', () => {
  it('runs with the demo on, after every feature it reads', async () => {
    test = await buildTestApp();
    expect(test.app.hasPlugin('demo')).toBe(true);
  }, 60_000);

  it('is left out with DEMO=0, and every feature still answers', async () => {
    test = await buildTestApp({ env: { DEMO: '0' } });
    expect(test.app.hasPlugin('demo')).toBe(false);
    for (const feature of ['realtime', 'rooms', 'wallet', 'chat', 'media', 'experts', 'content']) expect(test.app.hasPlugin(feature)).toBe(true);
    const columns = await test.app.inject({ method: 'GET', url: `${routes.inform.newsColumns.path}?type=1` });
    expect(columns.json()).toMatchObject({ code: 200 });
  }, 60_000);
});
