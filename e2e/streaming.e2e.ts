import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { resolve } from 'node:path';
import type { StreamKey } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFlv, type FlvPublish } from '@portal/gateway/flv-publisher';
import { signInByCode } from './support/accounts';
import { openPortalInBrowser } from './support/browser';
import { freePort, type Portal } from './support/portal';
import { gatewayData } from './support/sandbox';

/** The anchor of the third demo room: open, and not one the demo publishes, so this test publishes it. */
const ANCHOR_MOBILE = '13800000003';
const DEMO_VIDEO = resolve(import.meta.dirname, '../gateway/media/demo.flv');

let portal: Portal;
let page: Page;
let close = async () => {};
let rtmpPort = 0;

/** Signs the demo anchor in with an SMS code, as a person would, and reads their stream key. */
async function signInAsAnchor(): Promise<StreamKey> {
  await signInByCode(portal.url, page, ANCHOR_MOBILE);
  return streamKeyOfSignedIn();
}

/** The stream key of the anchor signed in on the page. */
async function streamKeyOfSignedIn(): Promise<StreamKey> {
  // The page's own request: the browser adds the HttpOnly auth cookie, which no script can read.
  const key = await page.evaluate(async () => {
    const response = await fetch('/api/stream/key');
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
/**
 * What the player shows, then its machine's state and its media element's: a failed wait says where
 * the player stood.
 */
const streamShownAndState = async () => {
  const view = page.locator('.stream-view');
  const media = await view.locator('video').evaluate((video: HTMLVideoElement) => {
    const ranges = Array.from({ length: video.buffered.length }, (_, i) => `${video.buffered.start(i).toFixed(2)}-${video.buffered.end(i).toFixed(2)}`);
    return `paused=${video.paused} readyState=${video.readyState} currentTime=${video.currentTime.toFixed(2)} buffered=[${ranges.join(' ')}]`;
  });
  return `${await view.getAttribute('data-stream')} ${await view.getAttribute('data-stream-state')} ${media}`;
};
const videoTime = () => page.locator('.stream-view video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * The picture moves: currentTime grows by at least a second. A player recovering from a dropped
 * stream retries with a back-off that doubles up to 16 s, so recovery is given longer.
 */
async function expectPictureMoves(timeout = 30_000) {
  await expect.poll(streamShownAndState, { timeout }).toMatch(/^playing /);
  const before = await videoTime();
  await expect.poll(videoTime, { timeout: 15_000 }).toBeGreaterThan(before + 1);
}

describe('streaming in the browser', () => {
  beforeAll(async () => {
    rtmpPort = await freePort();
    ({ portal, page, close } = await openPortalInBrowser({
      MEDIA_RTMP_PORT: String(rtmpPort),
      MEDIA_OFF_AIR_GRACE_MS: '1000',
    }));
  });

  afterAll(() => close());

  it('plays a replay, seeks to the middle and plays on from there', async () => {
    const replays = await gatewayData<{ list: { recordId: number; duration: number }[] }>(portal.url, '/api/back/pageByRoom', {
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
    const typeErrors: string[] = [];
    page.on('pageerror', (error) => typeErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('TypeError')) typeErrors.push(message.text());
    });
    try {
      await page.goto(`${portal.url}/live/room/${key.roomId}`);
      await expectPictureMoves();
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      stream.stop();
      await stream.closed;
      await expect.poll(streamShown, { timeout: 30_000 }).toBe('offline');
      expect(await page.getByText('主播暂未开播').first().isVisible()).toBe(true);

      stream = await publish(key);
      await expectPictureMoves(60_000);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The dropped stream was handled, not thrown.
      expect(typeErrors).toEqual([]);
    } finally {
      stream.stop();
    }
  }, 180_000);

  // Last: it stops the portal.
  it('ends its live viewers on SIGTERM and exits cleanly, a browser and an HTTP-FLV viewer watching', async () => {
    const key = await streamKeyOfSignedIn();
    const stream = await publish(key);
    try {
      await page.goto(`${portal.url}/live/room/${key.roomId}`);
      await expectPictureMoves();
      const detail = await gatewayData<{ playAddresses?: { httpFlv: string } }>(portal.url, `/api/room/detail?roomId=${key.roomId}`);
      if (!detail?.playAddresses) throw new Error('the room has no play address while on air');
      const viewer = await watch(`${portal.url}${detail.playAddresses.httpFlv}`);
      expect(viewer.status).toBe(200);

      expect(await portal.stop()).toBe(0);
      await viewer.ended;
    } finally {
      stream.stop();
    }
  });
});

/** A viewer of a live FLV address: its status once the answer starts, and when its body ends. */
function watch(url: string): Promise<{ status: number; ended: Promise<void> }> {
  return new Promise((resolveWatch, reject) => {
    const request = http.get(url, (response) => {
      const ended = new Promise<void>((resolveEnd) => {
        response.on('close', () => resolveEnd());
        response.on('error', () => resolveEnd());
      });
      response.resume();
      resolveWatch({ status: response.statusCode ?? 0, ended });
    });
    request.on('error', reject);
  });
}
