import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A model plays a fortnight of matches and two seasons before its first answer: seconds of CPU a
    // file, several times that on a loaded machine. Vitest leaves a core free by default, which is one
    // file at a time on a 2-core machine; every core runs one, as in the gateway these suites came from.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    maxWorkers: availableParallelism(),
  },
});
