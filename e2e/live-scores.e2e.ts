import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';

let portal: Portal;
let page: Page;
let close = async () => {};

type Injected = { match: { id: number; homeScore: number; awayScore: number } };

/** Scores a home goal in the first live match on the page that the simulator is playing. */
async function injectGoalIntoALiveRow(matchIds: string[]): Promise<Injected> {
  for (const matchId of matchIds) {
    const response = await fetch(`${portal.simulatorUrl}/admin/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: Number(matchId), kind: 'goal', team: 'home' }),
    });
    if (response.ok) return (await response.json()) as Injected;
  }
  throw new Error(`none of the live rows ${matchIds.join(', ')} is being played`);
}

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
    const { match } = await injectGoalIntoALiveRow(liveIds.filter(Boolean));
    const expected = `${match.homeScore}-${match.awayScore}`;

    const score = page.locator(`tr.score-row[data-match-id="${match.id}"] .c-score`);
    await expect.poll(() => score.innerText(), { timeout: 15_000 }).toBe(expected);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
