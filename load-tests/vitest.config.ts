import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The smoke profile starts a gateway (PGlite boot included) and three targets in turn.
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
