import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/screenshots/**/*.shots.ts'],
    globalSetup: ['e2e/support/chromium-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
  },
});
