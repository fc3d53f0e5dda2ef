import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file boots its own PGlite (WASM Postgres), which takes a few seconds on a cold machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
