import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { CAPTCHA_REFERENCE_WIDTH, type StreamKey } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFlv, type FlvPublish } from '../gateway/src/media/flv-publisher';
import { launchBrowser } from './support/browser';
import { startPortal, type Portal } from './support/portal';

/** The anchor of the third demo room: open, and not one the demo publishes, so this test publishes it. */
const ANCHOR_MOBILE = '13800000003';
const DEMO_VIDEO = resolve(import.meta.dirname, '../gateway/media/demo.flv');

let portal: Portal;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let rtmpPort = 0;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function gatewayData<T>(path: string, init?: RequestInit): Promise<T | null> {
  const response = await fetch(`${portal.url}${path}`, init);
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

/** Signs the demo anchor in with an SMS code, as a person would, and reads their stream key. */
async function signInAsAnchor(): Promise<StreamKey> {
  await page.goto(portal.url);
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-tab-code').click();
  await page.getByTestId('login-phone').fill(ANCHOR_MOBILE);
  const challenge = page.waitForResponse((response) => response.url().endsWith('/inform/captcha/get'));
  await page.getByTestId('login-get-code').click();
  const { repData } = (await (await challenge).json()) as { repData: { token: string } };
  await solveSlider(repData.token);
  const code = await smsCodeOf(ANCHOR_MOBILE);
  await page.getByTestId('security-verification').waitFor({ state: 'detached' });
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
  const key = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )auth=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/api/stream/key', { headers: { accessToken: decodeURIComponent(token) } });
    return ((await response.json()) as { data: unknown }).data;
  });
  return key as StreamKey;
}

async function publish(key: StreamKey): Promise<FlvPublish> {
  const secret = new URL(`rtmp://x/${key.streamKey}`).searchParams.get('key') ?? '';
  return publishFlv({
    url: `rtmp://127.0.0.1:${rtmpPort}/live/${key.roomId}`,
    key: secret,
    file: await readFile(DEMO_VIDEO),
    loop: true,
  });
}

const streamShown = () => page.locator('.stream-view').getAttribute('data-stream');
const videoTime = () => page.locator('.stream-view video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** The picture moves: currentTime grows by at least a second. */
async function expectPictureMoves() {
  await expect.poll(streamShown, { timeout: 30_000 }).toBe('playing');
  const before = await videoTime();
  await expect.poll(videoTime, { timeout: 15_000 }).toBeGreaterThan(before + 1);
}

describe('streaming in the browser', () => {
  beforeAll(async () => {
    rtmpPort = await freePort();
    portal = await startPortal({ MEDIA_RTMP_PORT: String(rtmpPort), MEDIA_OFF_AIR_GRACE_MS: '1000' });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('plays a replay, seeks to the middle and plays on from there', async () => {
    const replays = await gatewayData<{ list: { recordId: number; duration: number }[] }>('/api/back/pageByRoom', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: 1 }),
    });
    const replay = replays?.list[0];
    if (!replay) throw new Error('the seed holds no replay of the first demo room');
    await page.goto(`${portal.url}/playback/${replay.recordId}`);
    await expectPictureMoves();

    const video = page.locator('.stream-view video');
    const middle = await video.evaluate((element: HTMLVideoElement) => {
      const middle = element.duration / 2;
      element.currentTime = middle;
      return middle;
    });
    expect(middle).toBeGreaterThan(2);
    await expect.poll(videoTime, { timeout: 15_000 }).toBeGreaterThan(middle + 1);
    expect(await videoTime()).toBeLessThan(middle + 8);
  });

  it('plays a live room; shows offline when publishing stops, and recovers without a reload when it resumes', async () => {
    const key = await signInAsAnchor();
    let stream = await publish(key);
    try {
      await page.goto(`${portal.url}/live/room/${key.roomId}`);
      await expectPictureMoves();
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      stream.stop();
      await stream.closed;
      await expect.poll(streamShown, { timeout: 30_000 }).toBe('offline');
      expect(await page.getByText('主播暂未开播').first().isVisible()).toBe(true);

      stream = await publish(key);
      await expectPictureMoves();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      stream.stop();
    }
  });
});
