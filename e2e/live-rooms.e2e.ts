import { randomInt } from 'node:crypto';
import { CAPTCHA_REFERENCE_WIDTH } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startPortal, type Portal } from './support/portal';

const PHONE = `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const NICK_NAME = `看球${randomInt(1000, 10_000)}`;
const PASSWORD = 'goal2024';
/** The first demo room of the seed, open, with its anchor. */
const DEMO_ROOM = { title: '英超焦点战 曼城vs热刺 全场解说', anchor: '球评老王' };

let portal: Portal;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let roomPath = '';

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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS reached ${mobile}`);
}

async function solveSlider(challengeToken: string) {
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

/** Registers a fresh phone through the slider captcha and the SMS sandbox; the user ends up signed in. */
async function registerAndSignIn() {
  await page.goto(`${portal.url}/user/register`);
  await page.getByTestId('register-phone').fill(PHONE);
  const challenge = page.waitForResponse((response) => response.url().endsWith('/inform/captcha/get'));
  await page.getByTestId('register-get-code').click();
  const { repData } = (await (await challenge).json()) as { repData: { token: string } };
  await solveSlider(repData.token);
  const code = await smsCodeOf(PHONE);
  await page.getByTestId('security-verification').waitFor({ state: 'detached' });
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-password-confirm').fill(PASSWORD);
  await page.getByTestId('register-nickname').fill(NICK_NAME);
  await page.getByTestId('register-submit').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(NICK_NAME);
}

describe('live rooms', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('lists the demo rooms that are open in the directory', async () => {
    await page.goto(`${portal.url}/live/all`);
    const list = page.getByTestId('room-list');
    await list.getByTestId('room-card').first().waitFor();
    const titles = await list.getByTestId('room-title').allTextContents();
    expect(titles).toContain(DEMO_ROOM.title);
    expect(titles).not.toContain('中超收官战 复盘聊球');
    expect(await list.getByTestId('live-badge').count()).toBe(titles.length);
  });

  it('opens a room with its anchor card, and a visitor following it gets the login modal', async () => {
    await page.getByTestId('room-list').getByText(DEMO_ROOM.title).click();
    await page.waitForURL((url) => url.pathname.startsWith('/live/room/'));
    roomPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByTestId('room-heading').textContent()).toBe(DEMO_ROOM.title);
    expect(await page.getByTestId('anchor-nick').textContent()).toBe(DEMO_ROOM.anchor);

    await page.getByTestId('follow-button').click();
    await page.getByTestId('login-modal').waitFor();
  });

  it('lets a signed-in user follow the anchor, and the follow stays after a reload', async () => {
    await registerAndSignIn();
    await page.goto(`${portal.url}${roomPath}`);
    const button = page.getByTestId('follow-button');
    await expect.poll(() => button.textContent()).toBe('+ 关注');
    const before = Number((await page.getByTestId('follower-count').textContent())?.replace(/,/g, ''));

    await button.click();
    await expect.poll(() => button.textContent()).toBe('已关注');
    await expect.poll(() => page.getByTestId('follower-count').textContent()).toBe(String(before + 1));

    await page.reload();
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('已关注');

    await page.goto(`${portal.url}/live/follow`);
    await expect.poll(() => page.getByTestId('followed-rooms').getByTestId('room-title').allTextContents()).toContain(
      DEMO_ROOM.title,
    );
  });
});
