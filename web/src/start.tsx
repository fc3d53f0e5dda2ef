import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAuthSession, followRouter } from './auth/session';
import { canPrefetch } from './lib/prefetch';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

const auth = createAuthSession();
const queryClient = createQueryClient();
const router = createAppRouter({ context: { auth, queryClient, origin: window.location.origin }, prefetch: canPrefetch() });
followRouter(auth, router);

const updatePrefetch = () => router.update({ ...router.options, defaultPreload: canPrefetch() ? 'intent' : false });
window.addEventListener('online', updatePrefetch);
window.addEventListener('offline', updatePrefetch);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the gateway rendered is hydrated with the data it was rendered from; without that (the web's
// own dev server), the app renders from scratch.
if ('$_TSR' in window) {
  hydrateRoot(
    root,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
} else {
  // Once the routes render their own head, the title, description and robots of the page the gateway
  // sent (the shell, or the sign-in prompt) go.
  const shellHead = [...document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]')];
  const stopWatchingHead = router.subscribe('onRendered', () => {
    for (const tag of shellHead) tag.remove();
    stopWatchingHead();
  });
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
