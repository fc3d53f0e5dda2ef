import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { injectGoalIntoALiveRow, LEAGUES_EVENING } from './support/simulator';

let portal: Portal;
let page: Page;
let close = async () => {};

describe('live scores in the browser', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser(LEAGUES_EVENING));
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

  it('shows an earlier 竞彩足球 issue chosen from the picker, from its own address, its tab still marked', async () => {
    await page.goto(`${portal.url}/football/jczq`);
    const picker = page.getByRole('combobox', { name: '期号' });
    await picker.waitFor({ timeout: 30_000 });
    const issues = await picker.locator('option').evaluateAll((options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? '' })),
    );
    const onSale = issues.findIndex((issue) => issue.text.includes('在售'));
    // Two issues back: every match of it has been played.
    const earlier = issues[onSale + 2];
    expect(onSale).toBeGreaterThanOrEqual(0);
    expect(earlier).toBeDefined();

    await picker.selectOption(earlier?.value ?? '');
    await page.waitForURL(`${portal.url}/football/jczq?issueNum=${earlier?.value}`);
    const rows = page.locator('tr.score-row');
    await rows.first().waitFor();
    const states = await rows.locator('.c-state').allInnerTexts();
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((state) => !['完场', '推迟', '腰斩', '取消', '待定'].includes(state.trim()))).toEqual([]);
    expect(await page.getByRole('link', { name: '竞彩足球' }).getAttribute('aria-current')).toBe('page');

    await page.reload();
    await expect.poll(() => picker.inputValue(), { timeout: 15_000 }).toBe(earlier?.value);
    await expect.poll(() => rows.count()).toBe(states.length);
  });
});
