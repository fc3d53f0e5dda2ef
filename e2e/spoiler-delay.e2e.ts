import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { injectGoalIntoALiveRow } from './support/simulator';

let portal: Portal;
let page: Page;
let close = async () => {};

/** The viewer's no-spoiler hold-back, in seconds. */
const HOLD_BACK_S = 3;

describe('scores held back to the stream', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser());
  });

  afterAll(() => close());

  it(`shows a viewer holding scores back ${HOLD_BACK_S} s an injected goal ${HOLD_BACK_S} s later`, async () => {
    await page.goto(`${portal.url}/football`);
    await page.evaluate((seconds) => localStorage.setItem('scores:spoiler-delay', String(seconds)), HOLD_BACK_S);
    await page.reload();
    await page.locator('tr.score-row.is-live').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('button', { name: /提醒设置/ }).innerText()).toContain(`延迟 ${HOLD_BACK_S} 秒`);

    const liveIds = await page
      .locator('tr.score-row.is-live')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id') ?? ''));
    const { match } = await injectGoalIntoALiveRow(portal.simulatorUrl, liveIds.filter(Boolean));
    const injectedAt = Date.now();
    const expected = `${match.homeScore}-${match.awayScore}`;
    const score = page.locator(`tr.score-row[data-match-id="${match.id}"] .c-score`);

    expect(await score.innerText()).not.toBe(expected);
    await expect.poll(() => score.innerText(), { timeout: 15_000, interval: 100 }).toBe(expected);
    // The gateway's patch reaches the tab about when the inject is answered; the page waits the hold-back.
    expect(Date.now() - injectedAt).toBeGreaterThanOrEqual(HOLD_BACK_S * 1_000 - 500);
  });
});
