import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMatchSnapshot } from '@portal/contracts';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';

let portal: Portal;
let page: Page;
let close = async () => {};

const FOOTBALL_FULL_TIME = 8;
const NOT_STARTED = 1;
/** The simulated leagues and the cup; the friendlies (13) have no table. */
const hasTable = (match: FeedMatchSnapshot) => match.sport === 'football' && match.leagueId <= 12;

async function upstream<T>(path: string): Promise<T> {
  const response = await fetch(`${portal.simulatorUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The next league match to kick off at least half an hour of source time ahead (three seconds
 * here), from the vendor's lists of today and tomorrow: its table is open before it starts, so the
 * goal goes in at kick-off, not into a match already nearly over.
 */
async function nextLeagueMatch(): Promise<FeedMatchSnapshot> {
  const { serverTime, matches } = await upstream<{ serverTime: number; matches: FeedMatchSnapshot[] }>('/v1/live?sport=football');
  const tomorrow = new Date(serverTime + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const later = await upstream<{ matches: FeedMatchSnapshot[] }>(`/v1/matches?date=${tomorrow}&sport=football`);
  const next = [...matches, ...later.matches]
    .filter((m) => hasTable(m) && m.state === NOT_STARTED && m.kickoffAt > serverTime + KICK_OFF_MARGIN_MS)
    .sort((a, b) => a.kickoffAt - b.kickoffAt)[0];
  if (next === undefined) throw new Error('no league match today or tomorrow');
  return next;
}

/** A Saturday evening in Beijing, when the simulated leagues play their rounds. */
const SATURDAY_EVENING = '2026-11-28T19:00:00+08:00';

/** Source time a picked match is still to wait for its kick-off. */
const KICK_OFF_MARGIN_MS = 30 * 60_000;

describe('the data base in the browser', () => {
  beforeAll(async () => {
    // Ten source minutes a second: the next kick-off is at most a few minutes away, a match lasts about 12 s.
    // From a Saturday evening in Beijing, whatever the day it runs on: the leagues play their rounds
    // at weekends, and a Tuesday may have no league match that day or the next.
    ({ portal, page, close } = await openPortalInBrowser({ SIMULATOR_SPEED: '600', SIMULATOR_START: SATURDAY_EVENING }));
  });

  afterAll(() => close());

  it('moves a team on the open table when its match, with an injected goal, finishes; without a reload', async () => {
    // A match lasts about 12 s here: on a very slow machine the one picked may still end before its
    // page is ready and its kick-off seen, or before the goal reaches the vendor (which then
    // refuses it with 409), and then the next one is taken.
    const row = (of: FeedMatchSnapshot) => page.locator(`table.db-table tr[data-team="${of.homeTeamId}"]`).first();
    const injectAtKickOff = async () => {
      for (let attempt = 1; ; attempt += 1) {
        const next = await nextLeagueMatch();
        await page.goto(`${portal.url}/database/fb/hot/0/${next.leagueId}/${next.seasonId}/0`);
        await row(next).waitFor({ timeout: 30_000 });
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        const before = { played: Number(await row(next).locator('.db-played').innerText()), points: Number(await row(next).locator('.db-points').innerText()) };
        let state = 0;
        await expect
          .poll(async () => (state = (await upstream<FeedMatchSnapshot>(`/v1/matches/${next.id}`)).state), { timeout: 240_000, interval: 200 })
          .toBeOneOf([2, 3, 4, FOOTBALL_FULL_TIME]);
        if (state !== FOOTBALL_FULL_TIME) {
          const injected = await fetch(`${portal.simulatorUrl}/admin/inject`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ matchId: next.id, kind: 'goal', team: 'home' }),
          });
          if (injected.status === 200) return { match: next, ...before };
          // Refused only because the match is no longer being played.
          expect(injected.status).toBe(409);
        }
        if (attempt === 3) throw new Error(`three matches in a row ended before their goal was injected (the last ${next.id})`);
      }
    };
    const { match, played, points } = await injectAtKickOff();

    let final: FeedMatchSnapshot = match;
    await expect
      .poll(async () => (final = await upstream<FeedMatchSnapshot>(`/v1/matches/${match.id}`)).state, { timeout: 150_000, interval: 500 })
      .toBe(FOOTBALL_FULL_TIME);
    const won = final.homeScore > final.awayScore ? 3 : final.homeScore === final.awayScore ? 1 : 0;
    await expect.poll(() => row(match).locator('.db-played').innerText(), { timeout: 20_000 }).toBe(String(played + 1));
    expect(Number(await row(match).locator('.db-points').innerText())).toBe(points + won);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  }, 420_000);

  it("opens an early round's result from the rounds tab on its match page, as the season has it, and its analysis", async () => {
    const { leagues } = await upstream<{ leagues: { id: number; seasonId: number }[] }>('/v1/leagues?sport=football');
    const seasonId = leagues.find((league) => league.id === 1)?.seasonId;
    const { rounds } = await upstream<{ rounds: { round: number; matches: { id: number; homeScore: number; awayScore: number }[] }[] }>(
      `/v1/season/fixtures?seasonId=${seasonId}`,
    );
    const first = rounds[0]?.matches[0];
    if (first === undefined) throw new Error('the season has no first round');
    await page.goto(`${portal.url}/database/fb/hot/0/1/${seasonId}/1`);
    await page.getByRole('combobox', { name: '轮次' }).selectOption(String(rounds[0]!.round));
    await page.locator(`table[aria-label="赛程赛果"] a[href="/football/live/${first.id}"]`).click();
    const result = page.getByRole('region', { name: '比赛赛果' });
    await expect.poll(() => result.getByLabel('比分').innerText()).toBe(`${first.homeScore} - ${first.awayScore}`);
    expect(page.url()).toBe(`${portal.url}/football/live/${first.id}`);
    // The sides it was played with, and the rest of its round, each leading to its own page.
    await expect.poll(() => result.locator('.pitch .pitch-player').count()).toBe(22);
    const second = rounds[0]!.matches[1]!;
    await result.locator(`table[aria-label="同轮赛果"] a[href="/football/live/${second.id}"]`).click();
    await expect.poll(() => result.getByLabel('比分').innerText()).toBe(`${second.homeScore} - ${second.awayScore}`);
    // Its statistics, then its analysis: a first-round match's table before it has nobody played.
    await expect.poll(() => result.locator('[data-stat="possession"]').count()).toBe(1);
    await result.getByRole('navigation', { name: '比赛页面' }).getByRole('link', { name: '分析' }).click();
    const analysis = page.getByRole('region', { name: '比赛分析' });
    // The table as it stood before a match is worked out from the season's results when first asked: slow on a loaded machine.
    await expect.poll(() => analysis.getByRole('heading', { name: '赛前积分' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await analysis.locator('table[aria-label="积分排名"] tbody tr td:nth-child(4)').allInnerTexts()).toEqual(['0', '0']);
  });
});
