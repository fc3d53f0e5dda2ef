import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { signInByCode } from './support/accounts';
const url = 'http://127.0.0.1:3999';
const [mobile, ...paths] = process.argv.slice(2);
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/ud-'), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'], viewport: { width: 1400, height: 900 } });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await signInByCode(url, page, mobile!);
for (const p of paths) {
  await page.goto(url + p, { waitUntil: p.startsWith('/live/room') ? 'load' : 'networkidle' });
  await page.waitForTimeout(1500);
  const name = 'auth' + p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  console.log(name);
}
await ctx.close();
