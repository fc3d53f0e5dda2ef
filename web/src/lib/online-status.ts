import { useSyncExternalStore } from 'react';

export function getOnline(): boolean {
  // Without a navigator (prerendering) assume online, so nothing is disabled before hydration.
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export function subscribeOnline(listener: (online: boolean) => void): () => void {
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, getOnline, () => true);
}
