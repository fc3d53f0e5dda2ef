import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The smoke profile starts a gateway (PGlite boot included) and three targets in turn.
    testTimeout: 600_000,
    hookTimeout: 60_000,
    // Vitest leaves a core free by default, which is one file at a time on a 2-core machine; each
    // profile's smoke run (a file of its own) waits on its loads as much as it computes, and judges
    // only what was delivered, never how fast, so every core runs one.
    maxWorkers: availableParallelism(),
  },
});
