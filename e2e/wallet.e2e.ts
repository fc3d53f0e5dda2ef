import { randomInt } from 'node:crypto';
import { CAPTCHA_REFERENCE_WIDTH } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startPortal, type Portal } from './support/portal';

const PHONE = `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const NICK_NAME = `钱包球友${randomInt(1000, 10_000)}`;
const PASSWORD = 'goal2024';
const TOP_UP = 60;
const GIFT_NAME = '足球';
const GIFT_PRICE = 10;

let portal: Portal;
let fan: Awaited<ReturnType<typeof launchBrowser>>;
let visitor: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

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

/** A room of the demo directory, open to gifts. */
async function demoRoomId(): Promise<number> {
  const rooms = await gatewayData<{ list: { roomId?: number; id?: number; isLive?: number | boolean }[] }>(
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
    portal = await startPortal();
    fan = await launchBrowser();
    visitor = await launchBrowser();
    page = await fan.context.newPage();
  });

  afterAll(async () => {
    await visitor?.close();
    await fan?.close();
    await portal?.stop();
  });

  it('a new user signs up with the SMS sandbox', async () => {
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

    await expect.poll(() => page.getByTestId('gift-panel-balance').textContent(), { timeout: 10_000 }).toBe(
      String(TOP_UP - GIFT_PRICE),
    );
    await page.getByTestId('gift-panel-combo').waitFor();

    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByTestId('user-balance').textContent()).toBe(String(TOP_UP - GIFT_PRICE));
  });

  it('shows the gift in the chat of another viewer of the room', async () => {
    const giftLine = watcher.locator('[data-testid="chat-message"][data-kind="gift"]', { hasText: NICK_NAME });
    await giftLine.first().waitFor({ timeout: 15_000 });
    expect(await giftLine.first().textContent()).toContain(GIFT_NAME);
  });
});
