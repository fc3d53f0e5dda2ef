import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode } from './support/accounts';
import { launchBrowser, openPortalInBrowser, type LaunchedBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';

/** Demo anchors of the seed: the first moderates their own room, the second chats there and becomes its manager. */
const ANCHOR_MOBILE = '13800000001';
const MANAGER_MOBILE = '13800000002';
const XSS = '<img src=x onerror=alert(1)>';

let portal: Portal;
let anchorPage: Page;
let closeAnchorAndPortal = async () => {};
let managerBrowser: LaunchedBrowser;
let managerPage: Page;
const dialogs: string[] = [];

/** `data` of a signed-in call made from the page, with the page's token. */
async function pageData<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies(portal.url)).find((cookie) => cookie.name === 'auth')?.value ?? '';
  const response = await fetch(`${portal.url}${path}`, { headers: { accessToken: decodeURIComponent(token) } });
  return ((await response.json()) as { data: T }).data;
}

let room: { roomId: number; nickName: string };
let managerNickName: string;

describe('room chat', () => {
  beforeAll(async () => {
    ({ portal, page: anchorPage, close: closeAnchorAndPortal } = await openPortalInBrowser());
    managerBrowser = await launchBrowser();
    managerPage = await managerBrowser.context.newPage();
    for (const page of [anchorPage, managerPage]) {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
    await signInByCode(portal.url, anchorPage, ANCHOR_MOBILE);
    await signInByCode(portal.url, managerPage, MANAGER_MOBILE);
    room = await pageData(anchorPage, '/api/room/info');
    managerNickName = (await pageData<{ nickName: string }>(managerPage, '/user/center/info')).nickName;
  });

  afterAll(async () => {
    await managerBrowser?.close();
    await closeAnchorAndPortal();
  });

  it("shows markup one viewer sends as text on another viewer's room page, and runs none of it", async () => {
    await anchorPage.goto(`${portal.url}/live/room/${room.roomId}`);
    await managerPage.goto(`${portal.url}/live/room/${room.roomId}`);
    await anchorPage.getByTestId('room-chat').waitFor();
    await managerPage.getByTestId('room-chat').waitFor();

    await managerPage.getByTestId('chat-input').fill(XSS);
    await managerPage.getByTestId('chat-send').click();
    await expect.poll(() => managerPage.getByTestId('chat-input').inputValue()).toBe('');

    const received = anchorPage.getByTestId('chat-text').filter({ hasText: 'onerror' });
    await received.first().waitFor({ timeout: 15_000 });
    expect(await received.first().textContent()).toBe(XSS);
    expect(await anchorPage.locator('[data-testid="chat-list"] img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it("shows a ban made in the anchor's console in the manager's open console without a reload", async () => {
    await anchorPage.goto(`${portal.url}/v/anchor-chat`);
    await anchorPage.getByTestId('mod-tab-managers').click();
    await anchorPage.getByTestId('manager-nickname').fill(managerNickName);
    await anchorPage.getByTestId('manager-submit').click();
    await anchorPage.locator(`[data-testid="manager-row"][data-nickname="${managerNickName}"]`).waitFor();

    await managerPage.goto(`${portal.url}/v/anchor-chat?roomId=${room.roomId}`);
    await managerPage.getByTestId('mod-bans').waitFor();
    await managerPage.evaluate(() => {
      (globalThis as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    const banned = (await gatewayData<{ list: { nickName: string }[] }>(portal.url, '/api/room/page?pageSize=30'))?.list
      .map((card) => card.nickName)
      .find((nickName) => nickName !== room.nickName && nickName !== managerNickName);
    if (!banned) throw new Error('no third demo user to ban');

    await anchorPage.getByTestId('mod-tab-bans').click();
    await anchorPage.getByTestId('ban-nickname').fill(banned);
    await anchorPage.getByTestId('ban-duration-60').check();
    await anchorPage.getByTestId('ban-reason').fill('刷屏');
    await anchorPage.getByTestId('ban-submit').click();
    await anchorPage.locator(`[data-testid="ban-row"][data-nickname="${banned}"]`).waitFor();

    await managerPage.locator(`[data-testid="ban-row"][data-nickname="${banned}"]`).waitFor({ timeout: 10_000 });
    expect(await managerPage.evaluate(() => (globalThis as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  it("bans a speaker from their line in the console's chat: every open console lists the ban, and the chat is told", async () => {
    // The anchor's console (from the test before) shows the room's chat beside its lists.
    const chat = anchorPage.getByTestId('room-chat');
    const line = chat
      .getByTestId('chat-message')
      .filter({ has: anchorPage.getByTestId('chat-ban') })
      .filter({ hasNot: anchorPage.locator('.chat-line__nick', { hasText: managerNickName }) })
      .last();
    await line.waitFor({ timeout: 15_000 });
    const speaker = (await line.locator('.chat-line__nick').textContent()) ?? '';
    await line.hover();
    // New lines keep arriving and scroll the chat, so the hovered line may move from under the
    // pointer before a click lands: the click goes to the button itself.
    await line.getByTestId('chat-ban').dispatchEvent('click');
    await anchorPage.getByTestId('chat-ban-menu').getByText('1天').click();
    const done = anchorPage.getByTestId('chat-ban-done');
    await done.waitFor();
    expect(await done.textContent()).toBe(`已禁言 ${speaker}（1天）`);
    await anchorPage.locator(`[data-testid="ban-row"][data-nickname="${speaker}"]`).waitFor({ timeout: 10_000 });
    await managerPage.locator(`[data-testid="ban-row"][data-nickname="${speaker}"]`).waitFor({ timeout: 10_000 });
    // The room's chat is told of it, on every page showing it.
    await chat.locator('[data-kind="system"]', { hasText: `${speaker} 被 ` }).filter({ hasText: '禁言1天' }).waitFor({ timeout: 10_000 });
  });
});
