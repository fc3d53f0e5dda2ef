import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signInByCode, signUp } from './support/accounts';
import { launchBrowser, openPortalInBrowser, PHONE, type LaunchedBrowser } from './support/browser';
import type { Portal } from './support/portal';

/** 球评老王, the first demo anchor, whose room is open; the anchor works the console on a phone. */
const ANCHOR_MOBILE = '13800000001';
const ANCHOR_NICK = '球评老王';
/** A new fan, who follows no anchor: what reaches them comes from the matches they follow. */
const FAN = newUser('追球');

let portal: Portal;
let fanPage: Page;
let closeFanAndPortal = async () => {};
let anchorBrowser: LaunchedBrowser;
let anchorPage: Page;

const stored = (page: Page, path: string) => page.waitForResponse((response) => response.url().includes(path) && response.request().method() !== 'GET');
const matchIdsOf = (page: Page, testId: string) => page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id')));

describe('following and reserving matches', () => {
  beforeAll(async () => {
    ({ portal, page: fanPage, close: closeFanAndPortal } = await openPortalInBrowser());
    anchorBrowser = await launchBrowser(PHONE);
    anchorPage = await anchorBrowser.context.newPage();
  });

  afterAll(async () => {
    await anchorBrowser?.close();
    await closeFanAndPortal();
  });

  it("puts a match starred on the score list into /v/attention's 比赛 tab and the goal alerts", async () => {
    await signUp(portal.url, fanPage, FAN);
    await fanPage.goto(`${portal.url}/football`);
    const row = fanPage.locator('tr.score-row.is-live').first();
    await row.waitFor({ timeout: 30_000 });
    const matchId = (await row.getAttribute('data-match-id')) ?? '';
    const star = row.locator('.row-action--star');
    const collected = stored(fanPage, '/live/football/v1_1/collect');
    await star.click();
    expect((await collected).ok()).toBe(true);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await fanPage.goto(`${portal.url}/v/attention`);
    await fanPage.getByTestId('attention-tab-matches').click();
    await expect.poll(() => matchIdsOf(fanPage, 'followed-match')).toEqual([matchId]);
    await fanPage.locator(`[data-followed-match="${matchId}"]`).waitFor({ state: 'attached' });
  });

  it("lets an anchor reserve a match on the console; fans find the room on the match's 主播直播间 and /live/reserve, and those following it hear when it opens", async () => {
    await signInByCode(portal.url, anchorPage, ANCHOR_MOBILE, 'touch');
    await anchorPage.goto(`${portal.url}/v/anchor-set`);
    const panel = anchorPage.getByTestId('reserve-panel');
    await panel.waitFor();
    // Tomorrow: every match of it is still to be played.
    await expect.poll(() => panel.getByTestId('reserve-date').locator('option').count()).toBeGreaterThan(1);
    await panel.getByTestId('reserve-date').selectOption({ index: 1 });
    const first = panel.getByTestId('reservable-match').first();
    await first.waitFor();
    const matchId = (await first.getAttribute('data-match-id')) ?? '';
    const reserved = stored(anchorPage, '/api/match/reserve');
    await first.getByTestId('reserve-button').tap();
    expect((await reserved).ok()).toBe(true);
    await expect.poll(() => matchIdsOf(anchorPage, 'my-reservation')).toContain(matchId);

    await fanPage.goto(`${portal.url}/football/live/${matchId}`);
    const anchorRoom = fanPage.getByTestId('match-rooms').getByTestId('match-room').filter({ hasText: ANCHOR_NICK });
    await expect.poll(() => anchorRoom.innerText(), { timeout: 15_000 }).toContain('已预约');
    const followed = stored(fanPage, '/live/football/v1_1/collect');
    await fanPage.getByTestId('match-star').click();
    expect((await followed).ok()).toBe(true);

    await fanPage.goto(`${portal.url}/live/reserve`);
    await expect.poll(() => matchIdsOf(fanPage, 'reserved-match')).toContain(matchId);

    // The anchor closes the room and opens it again for the reserved match.
    await anchorPage.getByTestId('room-down').tap();
    await anchorPage.getByTestId('room-up').waitFor();
    await anchorPage.getByTestId('match-picker-match').selectOption(matchId);
    const opened = anchorPage.waitForResponse((response) => response.url().includes('/api/room/up'));
    await anchorPage.getByTestId('room-up').tap();
    expect((await opened).ok()).toBe(true);
    const toast = fanPage.getByTestId('go-live-toast');
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.innerText()).toContain(`${ANCHOR_NICK} 开播了：预约的比赛`);
  });
});
