import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/chromium-setup.ts', 'e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/report-failures.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time: a file spends much of its time waiting on a portal's simulated clock, and
    // each starts a portal of its own (support/portal.ts gives each worker its own ports).
    maxWorkers: 2,
    // A page answers within a second on an idle machine; a loaded CI machine may take several.
    expect: { poll: { timeout: 10_000 } },
  },
});
