import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  MatchType,
  collectListResponseSchema,
  userInfoSchema,
  type FeedSport,
  type MatchCollect,
} from '@portal/contracts';
import { api, type ApiResult } from '../lib/api';
import { isSignedIn } from '../lib/auth-session';

/**
 * Where matches are collected. The gateway serves collect under the football path for both sports:
 * a match id is unique across them, and `type` tells the sport.
 */
export const COLLECT_BASE = '/live/football/v1_1';

let userId: Promise<number | null> | null = null;

/** The signed-in user's id, asked for once per page load. */
function currentUserId(): Promise<number | null> {
  userId ??= api
    .get('/user/center/info', undefined, { schema: userInfoSchema })
    .then((answer) => (answer.ok ? answer.data.id : null))
    .catch(() => null)
    .then((id) => {
      if (id === null) userId = null;
      return id;
    });
  return userId;
}

/** POST /collect or /cancel-collect for the signed-in user. */
export async function sendCollect(sport: FeedSport, matchId: number, collect: boolean): Promise<ApiResult<unknown>> {
  const id = await currentUserId();
  if (id === null) return { ok: false, code: 401, message: '', data: null };
  const body: MatchCollect = {
    matchId,
    type: sport === 'football' ? MatchType.FOOTBALL : MatchType.BASKETBALL,
    userId: id,
  };
  return api.post(`${COLLECT_BASE}/${collect ? 'collect' : 'cancel-collect'}`, body);
}

// The signed-in user's collected matches: GET /collect once per page load, then every star clicked.
const collected = new Set<number>();
const listeners = new Set<() => void>();
let version = 0;
let loading: Promise<void> | null = null;

function loadCollected(): void {
  loading ??= api
    .get(`${COLLECT_BASE}/collect`, undefined, { schema: collectListResponseSchema })
    .then((answer) => {
      if (!answer.ok) {
        loading = null;
        return;
      }
      answer.data.matchIds.forEach((id) => collected.add(id));
      changed();
    })
    .catch(() => {
      loading = null;
    });
}

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CollectControls {
  isCollected(matchId: number): boolean;
  toggleCollect(matchId: number): void;
}

/** The stars of a score page: collect and cancel-collect, with the star set at once and put back on failure. */
export function useCollect(sport: FeedSport, send: typeof sendCollect = sendCollect): CollectControls {
  useSyncExternalStore(subscribe, () => version, () => version);
  useEffect(() => {
    if (isSignedIn()) loadCollected();
  }, []);
  const isCollected = useCallback((matchId: number) => collected.has(matchId), []);
  const toggleCollect = useCallback(
    (matchId: number) => {
      const collect = !collected.has(matchId);
      if (collect) collected.add(matchId);
      else collected.delete(matchId);
      changed();
      const undo = () => {
        if (collect) collected.delete(matchId);
        else collected.add(matchId);
        changed();
      };
      send(sport, matchId, collect)
        .then((answer) => {
          if (!answer.ok) undo();
        })
        .catch(undo);
    },
    [sport, send],
  );
  return { isCollected, toggleCollect };
}
