import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAuthSession, followRouter } from './auth/session';
import { installChunkReload } from './lib/chunk-reload';
import { canPrefetch } from './lib/prefetch';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles.css';

installChunkReload();

const auth = createAuthSession();
const queryClient = createQueryClient();
const router = createAppRouter({ context: { auth, queryClient }, prefetch: canPrefetch() });
followRouter(auth, router);

const updatePrefetch = () => router.update({ ...router.options, defaultPreload: canPrefetch() ? 'intent' : false });
window.addEventListener('online', updatePrefetch);
window.addEventListener('offline', updatePrefetch);

// Once the routes render their own title and description, the server-rendered ones go.
const serverHead = [...document.head.querySelectorAll('title, meta[name="description"]')];
const stopWatchingHead = router.subscribe('onRendered', () => {
  for (const tag of serverHead) tag.remove();
  stopWatchingHead();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
