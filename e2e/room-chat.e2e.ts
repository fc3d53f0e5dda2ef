import { CAPTCHA_REFERENCE_WIDTH } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startPortal, type Portal } from './support/portal';

/** Demo anchors of the seed: the first moderates their own room, the second chats there and becomes its manager. */
const ANCHOR_MOBILE = '13800000001';
const MANAGER_MOBILE = '13800000002';
const XSS = '<img src=x onerror=alert(1)>';

let portal: Portal;
let anchorBrowser: Awaited<ReturnType<typeof launchBrowser>>;
let managerBrowser: Awaited<ReturnType<typeof launchBrowser>>;
let anchorPage: Page;
let managerPage: Page;
const dialogs: string[] = [];

async function gatewayData<T>(path: string): Promise<T | null> {
  const response = await fetch(`${portal.url}${path}`);
  const body = (await response.json()) as { code: number; data: T };
  return body.code === 200 ? body.data : null;
}

async function smsCodeOf(mobile: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const latest = await gatewayData<{ code: string | null }>(`/dev/sms/latest?mobile=${mobile}`);
    if (latest?.code) return latest.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS reached ${mobile}`);
}

async function solveSlider(page: Page, challengeToken: string) {
  const answer = await gatewayData<{ point?: { x: number } }>(`/dev/captcha/answer?token=${challengeToken}`);
  if (!answer?.point) throw new Error(`the sandbox knows no slider challenge ${challengeToken}`);
  await page.getByTestId('slider-background').waitFor();
  const image = await page.getByTestId('slider-image').boundingBox();
  const handle = await page.getByTestId('slider-handle').boundingBox();
  if (!image || !handle) throw new Error('the slider is not on screen');
  const distance = (answer.point.x * image.width) / CAPTCHA_REFERENCE_WIDTH;
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + distance, start.y + 2, { steps: 12 });
  await page.mouse.up();
}

/** Signs a demo account in with an SMS code through the sandbox, as a person would. */
async function signIn(page: Page, mobile: string) {
  await page.goto(portal.url);
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-tab-code').click();
  await page.getByTestId('login-phone').fill(mobile);
  const challenge = page.waitForResponse((response) => response.url().endsWith('/inform/captcha/get'));
  await page.getByTestId('login-get-code').click();
  const { repData } = (await (await challenge).json()) as { repData: { token: string } };
  await solveSlider(page, repData.token);
  const code = await smsCodeOf(mobile);
  await page.getByTestId('security-verification').waitFor({ state: 'detached' });
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
}

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
    portal = await startPortal();
    anchorBrowser = await launchBrowser();
    managerBrowser = await launchBrowser();
    anchorPage = await anchorBrowser.context.newPage();
    managerPage = await managerBrowser.context.newPage();
    for (const page of [anchorPage, managerPage]) {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
    await signIn(anchorPage, ANCHOR_MOBILE);
    await signIn(managerPage, MANAGER_MOBILE);
    room = await pageData(anchorPage, '/api/room/info');
    managerNickName = (await pageData<{ nickName: string }>(managerPage, '/user/center/info')).nickName;
  });

  afterAll(async () => {
    await anchorBrowser?.close();
    await managerBrowser?.close();
    await portal?.stop();
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

    const banned = (await gatewayData<{ list: { nickName: string }[] }>('/api/room/page?pageSize=30'))?.list
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
});
