import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { matchChannel, sportEntry, type MatchState, type Sport } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { useChannel } from '../realtime/use-channel';
import { scoreQueries } from '../scores/queries';
import { isRowEnded } from '../scores/rows';
import { GOAL_TOAST_MAX, GOAL_TOAST_MS } from '../scores/use-goal-alerts';
import { playSideSound, useAlertSounds, type PlaySide } from './alert-sounds';
import { followedEventMessage, followedEventsBetween, type FollowedEvent } from './followed-events';
import '../scores/scores.css';
import './alerts.css';

interface AlertToast {
  key: string;
  event: FollowedEvent;
}

type Announce = (key: string, events: readonly FollowedEvent[]) => void;

/** The page of a match, where the match page's own toasts already tell its goals. */
const matchPagePath = (matchId: number) => `/football/live/${matchId}`;

/**
 * Goals and red cards of the signed-in fan's collected matches, on whatever page is open: a toast and
 * the home or away side's sound, each of which can be turned off. Each collected football match
 * that is not over is followed on its match channel over the tab's socket (held back like every
 * score by the no-spoiler delay); a match uncollected or over is let go. Mounted in the default layout.
 */
export function FollowedAlerts({ play = playSideSound }: { play?: PlaySide }) {
  const { signedIn } = useAuth();
  if (!signedIn) return null;
  return <FollowedMatches play={play} />;
}

function FollowedMatches({ play }: { play: PlaySide }) {
  const matchIds = useQuery(scoreQueries.collected()).data ?? [];
  const pathname = useRouterState({
    select: (state) => state.location.pathname,
  });
  const sounds = useAlertSounds();
  const soundOn = useRef({ home: sounds.home.on, away: sounds.away.on });
  useEffect(() => {
    soundOn.current = { home: sounds.home.on, away: sounds.away.on };
  }, [sounds.home.on, sounds.away.on]);
  const [toasts, setToasts] = useState<AlertToast[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const announce = useCallback<Announce>(
    (key, events) => {
      for (const side of new Set(events.map((event) => event.side))) if (soundOn.current[side]) play(side);
      const fresh = events.map((event, index) => ({
        key: `${key}:${index}`,
        event,
      }));
      setToasts((shown) => [...shown, ...fresh].slice(-GOAL_TOAST_MAX));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((shown) => shown.filter((toast) => !fresh.includes(toast)));
      }, GOAL_TOAST_MS);
      timers.current.add(timer);
    },
    [play],
  );

  return (
    <>
      {matchIds
        .filter((matchId) => pathname !== matchPagePath(matchId))
        .map((matchId) => (
          <FollowedMatch key={matchId} matchId={matchId} announce={announce} />
        ))}
      <div className="followed-alerts" role="status" aria-live="polite" aria-label="关注比赛提醒">
        {toasts.map(({ key, event }) => (
          <button
            type="button"
            key={key}
            className={`followed-alert followed-alert--${event.kind} followed-alert--${event.side}`}
            onClick={() => setToasts((shown) => shown.filter((toast) => toast.key !== key))}
            title="关闭"
          >
            <span className={event.kind === 'goal' ? 'goal-toast__ball' : 'followed-alert__card'} aria-hidden="true" />
            <span className="followed-alert__side">{event.side === 'home' ? '主' : '客'}</span>
            <span className="followed-alert__text">{followedEventMessage(event)}</span>
          </button>
        ))}
      </div>
    </>
  );
}

/** A collected match: followed while it is a match of a sport whose goals are told (football) not yet over. */
function FollowedMatch({ matchId, announce }: { matchId: number; announce: Announce }) {
  const detail = useQuery(scoreQueries.collectedMatch(matchId)).data;
  const [over, setOver] = useState(false);
  if (!detail || sportEntry(detail.sport).scoring.unit !== 'goals' || over || isRowEnded(detail)) return null;
  return <FollowedChannel sport={detail.sport} matchId={matchId} announce={announce} onOver={() => setOver(true)} />;
}

function FollowedChannel({ sport, matchId, announce, onOver }: { sport: Sport; matchId: number; announce: Announce; onOver: () => void }) {
  const { state, status, onPatch } = useChannel<MatchState>(matchChannel(sport, matchId));
  const ended = state !== null && isRowEnded(state);

  useEffect(
    () =>
      onPatch(({ patch, before, after }) => {
        const events = followedEventsBetween(before as MatchState | null, after as MatchState | null);
        if (events.length > 0) announce(`${patch.channel}:${patch.seq}`, events);
      }),
    [onPatch, announce],
  );

  useEffect(() => {
    if (ended) onOver();
  }, [ended, onOver]);
  // Nothing to see: it tells which matches are followed, and whether their channel is live yet.
  return <span hidden data-followed-match={matchId} data-status={status} />;
}
