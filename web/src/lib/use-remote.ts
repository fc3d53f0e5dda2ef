import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { ApiResult } from './api';

export const LOAD_FAILED = '加载失败，请稍后重试';

export type Remote<T> =
  | { status: 'loading'; data: null; message: null }
  | { status: 'ok'; data: T; message: null }
  /** `code` is the gateway's, or null when no answer arrived. */
  | { status: 'error'; data: null; message: string; code: number | null };

/**
 * The answer of `load`, loaded again when `deps` change or on `reload`. The previous answer stays on
 * screen until the next one arrives; an answer for deps that changed meanwhile is dropped.
 */
export function useRemote<T>(load: () => Promise<ApiResult<T>>, deps: DependencyList): Remote<T> & { reload: () => void } {
  const [remote, setRemote] = useState<Remote<T>>({ status: 'loading', data: null, message: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const settle = (next: Remote<T>) => {
      if (current) setRemote(next);
    };
    load().then(
      (result) =>
        settle(
          result.ok
            ? { status: 'ok', data: result.data, message: null }
            : { status: 'error', data: null, message: result.message || LOAD_FAILED, code: result.code },
        ),
      () => settle({ status: 'error', data: null, message: LOAD_FAILED, code: null }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is rebuilt every render; `deps` say when it changes.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...remote, reload };
}
