import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A page answers within a second on an idle machine; a loaded CI machine may take several.
    expect: { poll: { timeout: 10_000 } },
  },
});
