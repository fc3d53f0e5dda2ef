import { QueryClient } from '@tanstack/react-query';
import { LOAD_FAILED } from '@portal/contracts';
import type { ApiResult } from './api';

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

/**
 * The data of a call's answer, for a query or mutation function. A refusal throws its message (or
 * `refused` without one); a call that got no answer throws `unreachable`, the error kept as cause.
 */
export async function answerData<T>(
  call: Promise<ApiResult<T>>,
  refused: string = LOAD_FAILED,
  unreachable: string = refused,
): Promise<T> {
  let answer: ApiResult<T>;
  try {
    answer = await call;
  } catch (error) {
    throw new CallFailure(unreachable, null, { cause: error });
  }
  if (!answer.ok) throw new CallFailure(answer.message || refused, answer.code);
  return answer.data;
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
