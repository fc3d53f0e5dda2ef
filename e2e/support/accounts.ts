import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { requestSmsCode, type Drag } from './sandbox';

export interface NewUser {
  phone: string;
  nickName: string;
  password: string;
}

/** A phone no one has registered yet, with a nickname that starts with `nickNamePrefix`. */
export function newUser(nickNamePrefix: string, phonePrefix = '137'): NewUser {
  return {
    phone: `${phonePrefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    nickName: `${nickNamePrefix}${randomInt(1000, 10_000)}`,
    password: 'goal2024',
  };
}

/** Registers a fresh phone through the slider captcha and the SMS sandbox; the user ends up signed in. */
export async function signUp(portalUrl: string, page: Page, user: NewUser) {
  await page.goto(`${portalUrl}/user/register`);
  await page.getByTestId('register-phone').fill(user.phone);
  const code = await requestSmsCode(portalUrl, page, user.phone, 'register-get-code');
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(user.password);
  await page.getByTestId('register-password-confirm').fill(user.password);
  await page.getByTestId('register-nickname').fill(user.nickName);
  await page.getByTestId('register-submit').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  // The URL changes before the home page replaces the register page (and its header).
  await page.getByTestId('register-submit').waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(user.nickName);
}

/**
 * Signs an existing account in with an SMS code through the sandbox, as a person would: with a mouse,
 * or by touch (taps, and the slider dragged by a finger).
 */
export async function signInByCode(portalUrl: string, page: Page, mobile: string, drag: Drag = 'mouse') {
  const press = (testId: string) => (drag === 'touch' ? page.getByTestId(testId).tap() : page.getByTestId(testId).click());
  await page.goto(portalUrl);
  await press('login-button');
  await page.getByTestId('login-modal').waitFor();
  await press('login-tab-code');
  await page.getByTestId('login-phone').fill(mobile);
  const code = await requestSmsCode(portalUrl, page, mobile, 'login-get-code', drag);
  await page.getByTestId('login-code').fill(code);
  await press('login-submit');
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
}
