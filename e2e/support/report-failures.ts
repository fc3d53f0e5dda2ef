import { beforeEach } from 'vitest';
import { openBrowsers } from './browser';
import { runningPortals } from './portal';

// When a test fails, what its user was looking at and what its portal last said: a failure on a
// loaded CI machine can be read from the log alone.

const PAGE_TEXT = 1_500;
const LOG_LINES = 30;

async function pageReport(): Promise<string[]> {
  const lines: string[] = [];
  for (const context of openBrowsers) {
    for (const page of context.pages().filter((open) => open.url() !== 'about:blank')) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(no text: ${String(error)})`);
      lines.push(`-- page ${page.url()}`, text.replace(/\n{2,}/g, '\n').slice(0, PAGE_TEXT));
    }
  }
  return lines;
}

function portalReport(): string[] {
  return [...runningPortals].flatMap((portal) => [`-- portal ${portal.url}, its last lines`, ...portal.output().trimEnd().split('\n').slice(-LOG_LINES)]);
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const report = [`== what "${task.name}" left on screen`, ...(await pageReport()), ...portalReport()];
    console.error(report.join('\n'));
  });
});
