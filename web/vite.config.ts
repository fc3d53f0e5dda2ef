import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, toGateway])),
      '/user/': userApi,
      '/socket.io': { ...toGateway, ws: true },
    },
  },
});
