import { randomInt } from 'node:crypto';
import { CAPTCHA_REFERENCE_WIDTH, KEEP_LOGIN_DAYS } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startPortal, type Portal } from './support/portal';

const PHONE = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const NICK_NAME = `e2e球友${randomInt(1000, 10_000)}`;
const PASSWORD = 'goal2024';
const DAY_SECONDS = 86_400;

let portal: Portal;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

/** `data` of a gateway answer, or null when it answered a failure. */
async function gatewayData<T>(path: string): Promise<T | null> {
  const response = await fetch(`${portal.url}${path}`);
  const body = (await response.json()) as { code: number; data: T };
  return body.code === 200 ? body.data : null;
}

/** The code the sandbox "sent" to `mobile`, once it was sent. */
async function smsCodeOf(mobile: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const latest = await gatewayData<{ code: string | null }>(`/dev/sms/latest?mobile=${mobile}`);
    if (latest?.code) return latest.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS reached ${mobile}`);
}

/** Drags the slider handle until the piece sits where the sandbox says the hole is. */
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

async function openPopover() {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-popover').waitFor();
}

describe('accounts', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('registers a new phone with the slider captcha and the SMS code, and signs the user in', async () => {
    await page.goto(`${portal.url}/user/register`);
    await page.getByTestId('register-phone').fill(PHONE);

    const challenge = page.waitForResponse((response) => response.url().endsWith('/inform/captcha/get'));
    await page.getByTestId('register-get-code').click();
    await page.getByText('请完成安全验证').waitFor();
    const { repData } = (await (await challenge).json()) as { repData: { token: string } };
    await solveSlider(repData.token);

    await expect.poll(() => page.getByTestId('slider-message').textContent()).toBe('验证成功');
    const code = await smsCodeOf(PHONE);
    await page.getByTestId('security-verification').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('register-get-code').textContent()).toMatch(/^\d+s$/);

    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirm').fill(PASSWORD);
    await page.getByTestId('register-nickname').fill(NICK_NAME);
    await page.getByTestId('register-submit').click();

    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(NICK_NAME);
  });

  it('logs out from the user popover', async () => {
    await openPopover();
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('logout-button').click();
    await reloaded;

    await page.getByTestId('login-button').waitFor();
    const cookies = await browser.context.cookies(portal.url);
    expect(cookies.find((cookie) => cookie.name === 'auth')).toBeUndefined();
  });

  it('logs in by password with keep-login, stays signed in across a reload, with a 30-day cookie', async () => {
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('login-tab-password').click();
    await page.getByTestId('login-phone').fill(PHONE);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-keep').check();
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('login-submit').click();
    await reloaded;

    await openPopover();
    expect(await page.getByTestId('user-nickname').textContent()).toBe(NICK_NAME);
    expect(await page.getByTestId('user-level').textContent()).toMatch(/^LV\d+$/);

    await page.reload();
    await openPopover();
    expect(await page.getByTestId('user-nickname').textContent()).toBe(NICK_NAME);

    const auth = (await browser.context.cookies(portal.url)).find((cookie) => cookie.name === 'auth');
    expect(auth?.value).toBeTruthy();
    const expectedExpiry = Date.now() / 1000 + KEEP_LOGIN_DAYS * DAY_SECONDS;
    expect(Math.abs((auth?.expires ?? 0) - expectedExpiry)).toBeLessThan(600);
  });
});
