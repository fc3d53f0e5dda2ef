import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistoryResponse } from '@portal/contracts';
import { signInByCode } from './support/accounts';
import { launchBrowser, openPortalInBrowser, type LaunchedBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';

/** A demo user of the seed who chats; the other page is a visitor's. */
const FAN_MOBILE = '13800000002';
const OPERATOR_TOKEN = 'operator-token-for-the-match-chat-e2e';
const MARKUP = '<b>这球漂亮</b>';

let portal: Portal;
let fanPage: Page;
let closeFanAndPortal = async () => {};
let visitorBrowser: LaunchedBrowser;
let visitorPage: Page;
let matchId: number;

const chatTexts = (page: Page) => page.getByTestId('match-chat').getByTestId('chat-text').allInnerTexts();

describe('match chat in two browsers', () => {
  beforeAll(async () => {
    ({ portal, page: fanPage, close: closeFanAndPortal } = await openPortalInBrowser({ OPERATOR_TOKEN }));
    visitorBrowser = await launchBrowser();
    visitorPage = await visitorBrowser.context.newPage();
    await signInByCode(portal.url, fanPage, FAN_MOBILE);
  });

  afterAll(async () => {
    await visitorBrowser?.close();
    await closeFanAndPortal();
  });

  it("shows a fan's message on another viewer's match page as text, and an operator's deletion takes it away", async () => {
    await expect
      .poll(
        async () => {
          const list = await gatewayData<{ matches: Array<{ id: number }> }>(portal.url, '/live/football/v1_1/live');
          matchId = list?.matches[0]?.id ?? 0;
          return matchId;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await fanPage.goto(`${portal.url}/football/live/${matchId}`);
    await visitorPage.goto(`${portal.url}/football/live/${matchId}`);
    await fanPage.getByTestId('match-chat').waitFor({ timeout: 30_000 });
    await visitorPage.getByTestId('match-chat').waitFor({ timeout: 30_000 });
    await visitorPage.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await fanPage.getByTestId('chat-input').fill(MARKUP);
    await fanPage.getByTestId('chat-send').click();
    await expect.poll(() => fanPage.getByTestId('chat-input').inputValue()).toBe('');
    await expect.poll(() => chatTexts(visitorPage), { timeout: 15_000 }).toContain(MARKUP);
    expect(await visitorPage.getByTestId('match-chat').locator('b').count()).toBe(0);
    expect(await visitorPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const history = await gatewayData<ChatHistoryResponse>(portal.url, '/chat/page', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId }),
    });
    const sent = history?.list.find((line) => line.content === MARKUP);
    expect(sent).toBeDefined();
    const deleted = await fetch(`${portal.url}/operator/chat/match/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
      body: JSON.stringify({ matchId, messageId: sent?.id }),
    });
    expect(await deleted.json()).toMatchObject({ code: 200 });
    await expect.poll(() => chatTexts(visitorPage), { timeout: 15_000 }).not.toContain(MARKUP);
    await expect.poll(() => chatTexts(fanPage), { timeout: 15_000 }).not.toContain(MARKUP);
  });

  it('asks a visitor to sign in before chatting', async () => {
    await visitorPage.getByTestId('chat-input').fill('我也想说');
    await visitorPage.getByTestId('chat-send').click();
    await visitorPage.getByTestId('login-modal').waitFor();
  });
});
