import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { signInByCode } from './support/accounts';
import { inject, injectGoalIntoALiveRow, LEAGUES_EVENING } from './support/simulator';

let portal: Portal;
let page: Page;
let close = async () => {};

/** A demo account (the demo expert), signed in by SMS code. */
const DEMO_FAN = '13800000110';

/** The viewer's no-spoiler hold-back, in seconds. */
const HOLD_BACK_S = 3;

describe('alerts and scores held back to the stream', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser(LEAGUES_EVENING));
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

  it('toasts a goal of a collected match on another page', async () => {
    await page.evaluate(() => localStorage.removeItem('scores:spoiler-delay'));
    await signInByCode(portal.url, page, DEMO_FAN);
    await page.goto(`${portal.url}/football`);
    await page.locator('tr.score-row.is-live').first().waitFor({ timeout: 30_000 });
    // The live rows, the earliest in its match first: the match picked has time left to be followed before it ends.
    const liveIds = await page.locator('tr.score-row.is-live').evaluateAll((rows) =>
      rows
        .map((row) => {
          const minutes = (row.querySelector('.c-state')?.textContent ?? '').match(/^(\d+)(?:\+(\d+))?'/);
          return { id: row.getAttribute('data-match-id') ?? '', minute: minutes ? Number(minutes[1]) + Number(minutes[2] ?? 0) : 999 };
        })
        .sort((a, b) => a.minute - b.minute)
        .map((row) => row.id),
    );
    // A corner tells which live row the simulator is playing now (not at half-time).
    let matchId = '';
    for (const id of liveIds.filter(Boolean)) {
      if ((await inject(portal.simulatorUrl, Number(id), 'corner', 'home')).ok) {
        matchId = id;
        break;
      }
    }
    expect(matchId).not.toBe('');
    const star = page.locator(`tr.score-row[data-match-id="${matchId}"] .row-action--star`);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${portal.url}/news`);
    await page.locator(`[data-followed-match="${matchId}"][data-status="live"]`).waitFor({ state: 'attached' });
    const answer = await inject(portal.simulatorUrl, Number(matchId), 'goal', 'away');
    const { match } = (await answer.json()) as { match: { homeScore: number; awayScore: number } };
    const alert = page.locator('.followed-alert--goal.followed-alert--away');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.innerText()).toContain(`${match.homeScore}-${match.awayScore}`);
  });
});
