import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { injectGoalIntoALiveRow } from './support/simulator';

let portal: Portal;
let page: Page;
let close = async () => {};

describe('live scores in the browser', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser());
  });

  afterAll(() => close());

  it('shows a goal injected upstream on /football without a reload', async () => {
    await page.goto(`${portal.url}/football`);
    await page.locator('tr.score-row.is-live').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const liveIds = await page
      .locator('tr.score-row.is-live')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id') ?? ''));
    const { match } = await injectGoalIntoALiveRow(portal.simulatorUrl, liveIds.filter(Boolean));
    const expected = `${match.homeScore}-${match.awayScore}`;

    const score = page.locator(`tr.score-row[data-match-id="${match.id}"] .c-score`);
    await expect.poll(() => score.innerText(), { timeout: 15_000 }).toBe(expected);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
