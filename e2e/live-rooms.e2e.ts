import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUp } from './support/accounts';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';

const USER = newUser('看球');
/** The first demo room of the seed, open, with its anchor. */
const DEMO_ROOM = { title: '足球焦点战 全场解说', anchor: '球评老王' };

let portal: Portal;
let page: Page;
let close = async () => {};
let roomPath = '';

describe('live rooms', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser());
  });

  afterAll(() => close());

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
    await signUp(portal.url, page, USER);
    await page.goto(`${portal.url}${roomPath}`);
    const button = page.getByTestId('follow-button');
    await expect.poll(() => button.textContent()).toBe('+ 关注');
    const before = Number((await page.getByTestId('follower-count').textContent())?.replace(/,/g, ''));

    // The button shows the follow at once; the reload must wait for the gateway to have stored it.
    const stored = page.waitForResponse((response) => response.url().includes('/api/attention/operAttention'));
    await button.click();
    expect((await stored).ok()).toBe(true);
    await expect.poll(() => button.textContent()).toBe('已关注');
    await expect.poll(() => page.getByTestId('follower-count').textContent()).toBe(String(before + 1));

    await page.reload();
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('已关注');

    await page.goto(`${portal.url}/live/follow`);
    await expect
      .poll(() => page.getByTestId('followed-rooms').getByTestId('room-title').allTextContents())
      .toContain(DEMO_ROOM.title);
  });
});
