import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { ApiResult } from '../lib/api';

export const LOAD_FAILED_MESSAGE = '加载失败，请稍后重试';

export type Answer<T> =
  | { status: 'loading'; data: null; message: null }
  | { status: 'ok'; data: T; message: null }
  | { status: 'error'; data: null; message: string };

/**
 * The answer of `load` for the current `deps`, asked again when they change or on `reload`. An answer
 * that arrives after the deps changed is dropped. `reload` keeps showing the last data while it loads.
 */
export function useAnswer<T>(load: () => Promise<ApiResult<T>>, deps: DependencyList): Answer<T> & { reload: () => void } {
  const [answer, setAnswer] = useState<Answer<T>>({ status: 'loading', data: null, message: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (result) => {
        if (!current) return;
        setAnswer(
          result.ok
            ? { status: 'ok', data: result.data, message: null }
            : { status: 'error', data: null, message: result.message || LOAD_FAILED_MESSAGE },
        );
      },
      () => {
        if (current) setAnswer({ status: 'error', data: null, message: LOAD_FAILED_MESSAGE });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is rebuilt every render; `deps` say when it changes.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...answer, reload };
}
