import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A fresh cache per test; a failed call fails at once instead of being retried. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** `node` under its own query cache (`client`, a fresh one unless given). */
export function withQueryClient(node: ReactNode, client: QueryClient = createTestQueryClient()): ReactNode {
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}
