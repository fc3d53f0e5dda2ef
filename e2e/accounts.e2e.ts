import { KEEP_LOGIN_DAYS } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './support/accounts';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { nextSliderToken, smsCodeOf, solveSlider } from './support/sandbox';

const { phone: PHONE, nickName: NICK_NAME, password: PASSWORD } = newUser('e2e球友', '139');
const DAY_SECONDS = 86_400;

let portal: Portal;
let page: Page;
let close = async () => {};

async function openPopover() {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-popover').waitFor();
}

describe('accounts', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser());
  });

  afterAll(() => close());

  it('registers a new phone with the slider captcha and the SMS code, and signs the user in', async () => {
    await page.goto(`${portal.url}/user/register`);
    await page.getByTestId('register-phone').fill(PHONE);

    const token = nextSliderToken(page);
    await page.getByTestId('register-get-code').click();
    await page.getByText('请完成安全验证').waitFor();
    await solveSlider(portal.url, page, await token);

    await expect.poll(() => page.getByTestId('slider-message').textContent()).toBe('验证成功');
    const code = await smsCodeOf(portal.url, PHONE);
    await page.getByTestId('security-verification').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('register-get-code').textContent()).toMatch(/^\d+s$/);

    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirm').fill(PASSWORD);
    await page.getByTestId('register-nickname').fill(NICK_NAME);
    await page.getByTestId('register-submit').click();

    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    // The URL changes before the home page replaces the register page (and its header).
    await page.getByTestId('register-submit').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(NICK_NAME);
  });

  it('logs out from the user popover', async () => {
    await openPopover();
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('logout-button').click();
    await reloaded;

    await page.getByTestId('login-button').waitFor();
    const cookies = await page.context().cookies(portal.url);
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

    const auth = (await page.context().cookies(portal.url)).find((cookie) => cookie.name === 'auth');
    expect(auth?.value).toBeTruthy();
    const expectedExpiry = Date.now() / 1000 + KEEP_LOGIN_DAYS * DAY_SECONDS;
    expect(Math.abs((auth?.expires ?? 0) - expectedExpiry)).toBeLessThan(600);
    // HttpOnly: the browser sends it, and no script of the page can read it.
    expect(auth?.httpOnly).toBe(true);
    expect(auth?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth=');
  });

  it('keeps the session out of reach of another site: a cross-site form post carrying the cookie is refused', async () => {
    const response = await page.request.post(`${portal.url}/user/logout`, { headers: { origin: 'https://elsewhere.example' } });
    expect(response.status()).toBe(403);
    await page.reload();
    await openPopover();
    expect(await page.getByTestId('user-nickname').textContent()).toBe(NICK_NAME);
  });
});
