import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';

export default defineConfig({
  // The route tree is generated, not committed, and the app tests import it (same paths as vite.config.ts).
  plugins: [
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    }),
  ],
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Vitest leaves a core free by default, which is one file at a time on a 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
