import { QueryClient } from '@tanstack/react-query';

/** A call that did not answer data: `message` is what the user sees, `code` the gateway's (null without an answer). */
export class CallFailure extends Error {
  override readonly name = 'CallFailure';
  readonly code: number | null;

  constructor(message: string, code: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: CallFailure;
  }
}

/** The app's one query cache. Refusals are answers, not flukes: only a call without an answer is retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => error.code === null && failures < 2,
      },
    },
  });
}
