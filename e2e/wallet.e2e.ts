import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUp } from './support/accounts';
import { launchBrowser, openPortalInBrowser, type LaunchedBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';

const FAN = newUser('钱包球友');
const TOP_UP = 60;
const GIFT_NAME = '足球';
const GIFT_PRICE = 10;

let portal: Portal;
let page: Page;
let closeFanAndPortal = async () => {};
let visitor: LaunchedBrowser;

/** A room of the demo directory, open to gifts. */
async function demoRoomId(): Promise<number> {
  const rooms = await gatewayData<{ list: { roomId?: number; id?: number; isLive?: number | boolean }[] }>(
    portal.url,
    '/api/room/page?page=1&pageSize=30',
  );
  const room = rooms?.list.find((entry) => Boolean(entry.isLive)) ?? rooms?.list[0];
  const roomId = room?.roomId ?? room?.id;
  if (roomId === undefined) throw new Error('the demo data has no room');
  return roomId;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('wallet', () => {
  beforeAll(async () => {
    ({ portal, page, close: closeFanAndPortal } = await openPortalInBrowser());
    visitor = await launchBrowser();
  });

  afterAll(async () => {
    await visitor?.close();
    await closeFanAndPortal();
  });

  it('a new user signs up with the SMS sandbox', async () => {
    await signUp(portal.url, page, FAN);
  });

  it('tops up through the sandbox payment and comes back to the credited balance', async () => {
    await page.goto(`${portal.url}/v/pay`);
    await page.getByTestId('top-up-form').waitFor();
    expect(digits(await page.getByTestId('top-up-balance').textContent())).toBe(0);
    await page.getByTestId(`top-up-option-${TOP_UP}`).click();
    await page.getByTestId('top-up-submit').click();

    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/checkout/'), { timeout: 15_000 });
    expect(await page.locator('#amount').textContent()).toBe(String(TOP_UP));
    await page.locator('#pay').waitFor();
    await page.locator('#pay').click();

    await page.waitForURL((url) => url.pathname === '/v/pay' && url.searchParams.has('orderId'), { timeout: 15_000 });
    await page.getByTestId('top-up-credited').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('top-up-balance').textContent()).toBe(String(TOP_UP));

    await page.goto(`${portal.url}/v/wallet`);
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe(String(TOP_UP));
    await expect.poll(() => page.getByTestId('wallet-record-type').first().textContent()).toBe('钻石充值');
  });

  let roomId = 0;
  let watcher: Page;

  it('sends a gift in a demo room and sees the balance drop in the panel and the user popover', async () => {
    roomId = await demoRoomId();
    watcher = await visitor.context.newPage();
    await watcher.goto(`${portal.url}/live/room/${roomId}`);
    await watcher.getByTestId('chat-list').waitFor();

    await page.goto(`${portal.url}/live/room/${roomId}`);
    await page.getByTestId('gift-panel').waitFor();
    await expect.poll(() => page.getByTestId('gift-panel-balance').textContent()).toBe(String(TOP_UP));
    await page.getByRole('option', { name: new RegExp(GIFT_NAME) }).click();
    await page.getByTestId('gift-send').click();

    await expect
      .poll(() => page.getByTestId('gift-panel-balance').textContent(), { timeout: 10_000 })
      .toBe(String(TOP_UP - GIFT_PRICE));
    await page.getByTestId('gift-panel-combo').waitFor();

    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByTestId('user-balance').textContent()).toBe(String(TOP_UP - GIFT_PRICE));
  });

  it('shows the gift in the chat of another viewer of the room', async () => {
    const giftLine = watcher.locator('[data-testid="chat-message"][data-kind="gift"]', { hasText: FAN.nickName });
    await giftLine.first().waitFor({ timeout: 15_000 });
    expect(await giftLine.first().textContent()).toContain(GIFT_NAME);
  });
});
