import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startPortal, type Portal } from './portal';

export interface LaunchedBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** The browsers this test file has open, for the report of a failed test (support/report-failures.ts). */
export const openBrowsers = new Set<BrowserContext>();

/** A screen the browser stands for: the desktop by default, or a phone held upright with touch. */
export interface Device {
  width: number;
  height: number;
  /** A phone: a touch screen, the mobile viewport meta honoured. */
  phone?: boolean;
}

export const DESKTOP: Device = { width: 1366, height: 900 };
/** A current mid-sized phone (390 × 844 CSS pixels) and a small one (360 × 740). */
export const PHONE: Device = { width: 390, height: 844, phone: true };
export const SMALL_PHONE: Device = { width: 360, height: 740, phone: true };

/**
 * Makes `page.goto` and `page.reload` also wait until the page the server rendered has hydrated (the
 * router's bootstrap `$_TSR` is gone), as a user waits for a page to answer: before it, a click on
 * the server's markup finds no handler yet.
 */
function waitForHydration(page: Page): void {
  const hydrated = () => page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 30_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Headless Chromium (support/chromium.ts chose which) with a fresh profile, closed and wiped by `close()`. */
export async function launchBrowser(device: Device = DESKTOP): Promise<LaunchedBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'portal-chromium-'));
  const phone = device.phone === true;
  const browser = inject('chromium');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: browser.executablePath,
    headless: true,
    viewport: { width: device.width, height: device.height },
    screen: { width: device.width, height: device.height },
    isMobile: phone,
    hasTouch: phone,
    locale: 'zh-CN',
    args: browser.args,
  });
  openBrowsers.add(context);
  context.on('page', waitForHydration);
  for (const page of context.pages()) waitForHydration(page);
  return {
    context,
    close: async () => {
      openBrowsers.delete(context);
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** A running portal and one page of a fresh browser; `close()` shuts the browser, then the portal. */
export interface PortalInBrowser {
  portal: Portal;
  page: Page;
  close: () => Promise<void>;
}

export async function openPortalInBrowser(env: Record<string, string> = {}, device: Device = DESKTOP): Promise<PortalInBrowser> {
  const portal = await startPortal(env);
  let browser: LaunchedBrowser | undefined;
  try {
    browser = await launchBrowser(device);
    const page = await browser.context.newPage();
    const launched = browser;
    return {
      portal,
      page,
      close: async () => {
        await launched.close();
        await portal.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await portal.stop();
    throw error;
  }
}
