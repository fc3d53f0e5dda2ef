import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const gateway = 'http://localhost:8080';

const toGateway: ProxyOptions = { target: gateway, changeOrigin: true };

/** `/user/register` and friends are pages of the app; only API calls under `/user/` go to the gateway. */
const userApi: ProxyOptions = {
  ...toGateway,
  bypass: (req: IncomingMessage) => {
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    return wantsPage ? '/index.html' : undefined;
  },
};

const apiPrefixes = [
  '/api',
  '/inform',
  '/pay',
  '/tj',
  '/chat',
  '/live/time',
  '/live/football',
  '/live/basketball',
  '/live/basket',
  '/live/fb',
  '/live/bb',
  '/live/odds',
  '/live/data',
  '/live/issue',
  '/live/tv',
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes with its page's chunk too: the first page loads its own, not every page's.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    // Brotli and gzip copies of every text asset beside it, served by the gateway to the clients that
    // accept them (@fastify/static's preCompressed): the work is done once, at build time.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  // The server's copy of the app (dist/server, which the gateway renders pages with) is one bundle
  // with its libraries in it, React's production build among them whatever the gateway's NODE_ENV;
  // mpegts.js, which needs a browser to load, is left out (the player starts only in a browser).
  ssr: { noExternal: true },
  ...(isSsrBuild && {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: { 'mpegts.js': fileURLToPath(new URL('./src/player/mpegts-on-server.ts', import.meta.url)) } },
  }),
  build: isSsrBuild
    ? { outDir: fileURLToPath(new URL('./dist/server', import.meta.url)), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // One stylesheet, linked by index.html, with the styles of every page: the page the gateway
        // rendered paints with its final layout instead of shifting when its chunk's styles arrive
        // after hydration (about 20 KB compressed for all of them, cached across pages).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs on, in one file instead of a score of small ones: a first visit on a
                // phone's network pays a round trip for each file it waits on.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-query|query-core|store|react-store)|xstate|@xstate|use-sync-external-store|zod|dayjs|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, toGateway])),
      '/user/': userApi,
      '/socket.io': { ...toGateway, ws: true },
    },
  },
}));
