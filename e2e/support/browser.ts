import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startPortal, type Portal } from './portal';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LaunchedBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** The browsers this test file has open, for the report of a failed test (support/report-failures.ts). */
export const openBrowsers = new Set<BrowserContext>();

/** Headless Debian Chromium with a fresh profile, closed and wiped by `close()`. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'portal-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(context);
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

export async function openPortalInBrowser(env: Record<string, string> = {}): Promise<PortalInBrowser> {
  const portal = await startPortal(env);
  let browser: LaunchedBrowser | undefined;
  try {
    browser = await launchBrowser();
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
