import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The multi-gateway suites need a real Redis: `npm run test:services` runs them with REDIS_URL.
    exclude: [...configDefaults.exclude, ...(process.env.REDIS_URL ? [] : ['test/realtime/redis/**', 'test/chat-services/**'])],
    // Each file boots its own PGlite (WASM Postgres), which takes a few seconds on a cold machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
