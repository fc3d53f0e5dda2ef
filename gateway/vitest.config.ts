import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The multi-gateway suites need a real Redis (and the balancer's Debian's nginx), and the wallet
    // crash test a Postgres its gateway processes share: `npm run test:services` runs them with
    // REDIS_URL and DATABASE_URL.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.REDIS_URL ? [] : ['test/realtime/redis/**', 'test/chat-services/**', 'test/balancer/**']),
      ...(process.env.DATABASE_URL ? [] : ['test/wallet-services/crash.test.ts']),
    ],
    // Each file boots its own PGlite (WASM Postgres), which takes a few seconds on a cold machine.
    testTimeout: 20_000,
    // Vitest leaves a core free by default, which is one file at a time on a 2-core machine; the
    // files here wait on sockets and timers as much as they compute, so every core runs one. The
    // suites on the real services share one Postgres and one Redis and keep the default.
    ...(process.env.DATABASE_URL || process.env.REDIS_URL ? {} : { maxWorkers: availableParallelism() }),
    hookTimeout: 60_000,
  },
});
