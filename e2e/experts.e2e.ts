import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_RESULT } from '@portal/contracts';
import { SimulatorModel } from '@portal/simulator';
import { newUser, signInByCode, signUp } from './support/accounts';
import { launchBrowser, openPortalInBrowser, type LaunchedBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';

// An expert publishes a paid plan, a fan with no diamonds tops up from its paywall and buys and
// reads it, the simulator (running fast) plays the match to full time, and both see the plan's
// result on their open pages without reloading.

const SEED = 42;
/** Feed seconds per real second: a football match is played in about half a minute. */
const SPEED = 300;
const HOUR = 3_600_000;
const DEMO_EXPERT = '13800000110';
const FAN = newUser('买方案球友');
/** Diamonds the fan tops up at the paywall: the smallest top-up, enough for the plan's 20. */
const TOP_UP = 60;
const ANALYSIS = '主队近五场不败，客队客场防守漏洞明显，亚盘初盘开出后水位持续下调，本场看好主队赢盘。';

let portal: Portal;
let expertPage: Page;
let closeExpertAndPortal = async () => {};
let fanBrowser: LaunchedBrowser;
let fanPage: Page;
let planCode = '';

/**
 * Feed time the expert's publishing and the fan's purchase may take before the match kicks off: 30 s
 * of an idle machine's 10, a loaded CI machine's 30 and more. Counted from after the model has run
 * (several seconds of feed hours on a loaded machine).
 */
const PUBLISH_AND_BUY = 4 * HOUR;

/**
 * A football match of the portal's simulator that is still to kick off far enough ahead to publish
 * and buy before it, and that, in the simulator's own future (a model of the same seed run ahead),
 * is played to full time rather than postponed or called off: the first such, so that it is played
 * soon after.
 */
async function matchPlayedToFullTime(): Promise<number> {
  const feedTime = async () => {
    const now = await gatewayData<number>(portal.url, '/live/time');
    if (now === null) throw new Error('no feed time');
    return now;
  };
  const start = await feedTime();
  // Run 12 hours ahead, a model that keeps no day back forgets the previous day's matches: from an
  // evening on, the chosen match's day has passed by then. One day back keeps it.
  const model = new SimulatorModel({ seed: SEED, start, window: { back: 1, ahead: 1 } });
  const upcoming = [...model.snapshots()].filter((match) => match.sport === 'football' && match.state === 1);
  model.advance(start + 12 * HOUR);
  const earliest = (await feedTime()) + PUBLISH_AND_BUY;
  const played = upcoming
    .filter((match) => match.kickoffAt > earliest && model.match(match.id)?.state === 8)
    .sort((a, b) => a.kickoffAt - b.kickoffAt);
  const chosen = played[0];
  if (chosen === undefined) throw new Error('no football match ahead that the simulator plays to full time');
  return chosen.id;
}

describe('experts and youliao', () => {
  beforeAll(async () => {
    ({ portal, page: expertPage, close: closeExpertAndPortal } = await openPortalInBrowser({
      SIMULATOR_SPEED: String(SPEED),
      SIMULATOR_SEED: String(SEED),
    }));
    fanBrowser = await launchBrowser();
    fanPage = await fanBrowser.context.newPage();
  });

  afterAll(async () => {
    await fanBrowser?.close();
    await closeExpertAndPortal();
  });

  it('the expert and the fan sign in', async () => {
    await signInByCode(portal.url, expertPage, DEMO_EXPERT);
    await signUp(portal.url, fanPage, FAN);
  });

  it('the expert publishes a paid handicap plan on an upcoming match', async () => {
    const matchId = await matchPlayedToFullTime();
    await expertPage.goto(`${portal.url}/recommend?matchId=${matchId}&matchType=1`);
    await expertPage.getByTestId('publish-form').waitFor();
    await expertPage.getByTestId('publish-play-type').selectOption('2');
    await expertPage.locator(`[data-testid="publish-match"][data-match-id="${matchId}"] input`).check();
    await expertPage.getByTestId('publish-side-home').check();
    await expertPage.getByTestId('publish-title').fill('主队稳胆，亚盘必看');
    await expertPage.getByTestId('publish-analysis').fill(ANALYSIS);
    await expertPage.getByTestId('publish-price').fill('20');
    await expertPage.getByTestId('publish-submit').click();
    const published = expertPage.getByTestId('publish-done').getByTestId('plan-card');
    await published.waitFor({ timeout: 15_000 });
    planCode = (await published.getAttribute('data-code')) ?? '';
    expect(planCode).not.toBe('');
    await expect.poll(() => expertPage.getByTestId('publish-done').getByTestId('plan-pick').textContent()).toContain('主队');
  });

  it('the fan, with no diamonds, tops up from the paywall, lands back on the plan, buys it and reads the pick', async () => {
    await fanPage.goto(`${portal.url}/guide/expert/plan?code=${planCode}`);
    await fanPage.getByTestId('plan-paywall').waitFor();
    expect(await fanPage.getByTestId('plan-detail').textContent()).not.toContain(ANALYSIS);
    await expect.poll(() => fanPage.getByTestId('plan-balance').textContent()).toBe('0');
    expect(await fanPage.getByTestId('plan-paywall').textContent()).toContain('还差 20 钻石');

    await fanPage.getByTestId('plan-top-up').click();
    await fanPage.getByTestId('top-up-return').waitFor();
    await fanPage.getByTestId(`top-up-option-${TOP_UP}`).click();
    await fanPage.getByTestId('top-up-submit').click();
    await fanPage.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/checkout/'), { timeout: 15_000 });
    await fanPage.getByRole('radio', { name: '微信支付' }).check();
    await fanPage.locator('#pay').click();

    await fanPage.waitForURL((url) => url.pathname === '/guide/expert/plan' && url.searchParams.get('code') === planCode, { timeout: 30_000 });
    await expect.poll(() => fanPage.getByTestId('plan-balance').textContent()).toBe(String(TOP_UP));
    await fanPage.getByTestId('plan-buy').click();
    await fanPage.getByTestId('plan-analysis').waitFor({ timeout: 15_000 });
    expect(await fanPage.getByTestId('plan-analysis').textContent()).toContain(ANALYSIS);
    await expect.poll(() => fanPage.getByTestId('plan-detail').getByTestId('plan-pick').textContent()).toContain('主队');
  });

  it('the match is played to full time and both see the result on their open pages', async () => {
    await fanPage.goto(`${portal.url}/v/order`);
    const fanPlan = fanPage.getByTestId('bought-plans').locator(`[data-code="${planCode}"]`);
    await fanPlan.waitFor();
    expect(await fanPlan.getByTestId('plan-result').getAttribute('data-result')).toBe(String(PLAN_RESULT.PENDING));
    await expertPage.goto(`${portal.url}/recommend/records`);
    const expertPlan = expertPage.getByTestId('recommend-records').locator(`[data-code="${planCode}"]`);
    await expertPlan.waitFor();

    const settled = (plan: typeof fanPlan) =>
      expect
        .poll(async () => Number(await plan.getByTestId('plan-result').getAttribute('data-result')), { timeout: 150_000, interval: 500 })
        .not.toBe(PLAN_RESULT.PENDING);
    await settled(fanPlan);
    await settled(expertPlan);
    const result = await fanPlan.getByTestId('plan-result').getAttribute('data-result');
    expect(await expertPlan.getByTestId('plan-result').getAttribute('data-result')).toBe(result);
    expect([PLAN_RESULT.WIN, PLAN_RESULT.LOSS, PLAN_RESULT.PUSH, PLAN_RESULT.HALF_WIN, PLAN_RESULT.HALF_LOSS].map(String)).toContain(result);
    // The expert's other plans may settle in the same minutes: wait for this plan's notice.
    const toastOf = (page: typeof fanPage) => page.locator(`[data-testid="plan-toast"][data-code="${planCode}"]`);
    await toastOf(fanPage).waitFor();
    await toastOf(expertPage).waitFor();
    const shown = await gatewayData<{ result: number }>(portal.url, `/tj/recommend/${planCode}`);
    expect(String(shown?.result)).toBe(result);
  }, 240_000);
});
