import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { sportEntry, type FeedSport, type ListRow, type ListState, type PatchOp } from '@portal/contracts';
import type { AppliedPatch, ChannelStatus } from '../realtime/channel.machine';
import { useServerNow } from '../realtime/server-time';
import { useAuth } from '../auth/use-auth';
import { useCollect } from './queries';
import { changedCells } from './flash';
import { goalsFromListPatch } from './goals';
import { AlertSettings } from '../alerts/AlertSettings';
import { GoalToasts } from './GoalToasts';
import { LeagueFilterPanel } from './LeagueFilterPanel';
import { NO_HIDDEN_LEAGUES, leaguesOf, rowsOfShownLeagues, type HiddenLeagues } from './league-filter';
import { pinnedFirst, usePinned } from './pinned';
import { ScoreTable } from './ScoreTable';
import { useClubRanks } from './club-ranks';
import { ScoreTabs } from './ScoreTabs';
import { useGoalSound } from './sound';
import { useFlashes } from './use-flashes';
import { useGoalAlerts } from './use-goal-alerts';
import './scores.css';

export type OnPatch = (listener: (applied: AppliedPatch) => void) => () => void;

export interface ScoreBoardProps {
  sport: FeedSport;
  /** Where the page's pins are kept: `football:live` → `pinned:football:live`. */
  category: string;
  /** The page's matches in the order they show, before pinning and the league filter. */
  rows: readonly ListRow[];
  status: ChannelStatus;
  onPatch: OnPatch;
  /** A lottery list's choice of issue. */
  issuePicker?: ReactNode;
  numbered?: boolean;
  groupByDay?: boolean;
  /** Toast and beep on goals (the lists of matches being played). */
  goalAlerts?: boolean;
  /** What an empty list says. */
  emptyText: ReactNode;
}

const STATUS_TEXT: Partial<Record<ChannelStatus, string>> = {
  resyncing: '正在同步比分…',
  reconnecting: '连接已断开，正在重新连接…',
  failed: '比分暂停更新，稍后自动重试…',
};

function goalsOfListPatch(before: unknown, after: unknown, ops: readonly PatchOp[]) {
  return goalsFromListPatch(before as ListState | null, after as ListState | null, ops);
}

const NO_GOALS = () => [];

/** A score page's body: its tabs, tools (league filter, sound), the table and the goal toasts. */
export function ScoreBoard({
  sport,
  category,
  rows,
  status,
  onPatch,
  issuePicker,
  numbered = false,
  groupByDay = false,
  goalAlerts = false,
  emptyText,
}: ScoreBoardProps) {
  const now = useServerNow();
  const { signedIn, openLogin } = useAuth();
  const { pinnedIds, togglePin } = usePinned(category);
  const { isCollected, toggleCollect } = useCollect(sport);
  const { soundOn, setSoundOn } = useGoalSound();
  const kickoffs = useMemo(() => rows.map((row) => row.kickoffAt), [rows]);
  const rankOf = useClubRanks(sport, kickoffs);
  const [hidden, setHidden] = useState<HiddenLeagues>(NO_HIDDEN_LEAGUES);
  const flashes = useFlashes(onPatch, changedCells);
  // Goals are told one by one as they go in (a basketball game's points are not).
  const goalsTold = goalAlerts && sportEntry(sport).scoring.unit === 'goals';
  // A collected match's goals are told by the followed-match alerts (with the side's sound), not twice.
  const goalsOf = useMemo(
    () =>
      goalsTold
        ? (before: unknown, after: unknown, ops: readonly PatchOp[]) =>
            goalsOfListPatch(before, after, ops).filter((goal) => !isCollected(goal.matchId))
        : NO_GOALS,
    [goalsTold, isCollected],
  );
  const { toasts, dismiss } = useGoalAlerts(onPatch, { goalsOf, soundOn });

  const leagues = useMemo(() => leaguesOf(rows), [rows]);
  const shown = useMemo(() => pinnedFirst(rowsOfShownLeagues(rows, hidden), pinnedIds), [rows, hidden, pinnedIds]);

  const onToggleCollect = useCallback(
    (matchId: number) => {
      if (signedIn) toggleCollect(matchId);
      else openLogin();
    },
    [signedIn, toggleCollect, openLogin],
  );

  const loading = status === 'subscribing' && rows.length === 0;
  const failed = status === 'failed' && rows.length === 0;
  const notice = failed ? undefined : STATUS_TEXT[status];

  return (
    <section className={`scores scores--${sport}`}>
      <header className="scores-head">
        <ScoreTabs sport={sport} />
        <div className="scores-tools">
          {issuePicker}
          <span className="scores-count">
            共 <b>{shown.length}</b> 场{rows.length > shown.length && <>（隐藏 {rows.length - shown.length} 场）</>}
          </span>
          <LeagueFilterPanel leagues={leagues} hidden={hidden} onChange={setHidden} />
          {goalsTold && (
            <label className="score-tool score-tool--switch">
              <input type="checkbox" checked={soundOn} onChange={(event) => setSoundOn(event.target.checked)} />
              进球声音
            </label>
          )}
          <AlertSettings />
        </div>
      </header>
      {notice && (
        <p className="scores-notice" role="status">
          {notice}
        </p>
      )}
      <div className={loading ? 'scores-table-wrap is-loading' : 'scores-table-wrap'}>
        <ScoreTable
          sport={sport}
          rows={shown}
          now={now}
          flashes={flashes}
          numbered={numbered}
          groupByDay={groupByDay}
          onTogglePin={togglePin}
          isCollected={isCollected}
          onToggleCollect={onToggleCollect}
          rankOf={rankOf}
        />
        {loading && <p className="scores-empty">比分加载中…</p>}
        {failed && <p className="scores-empty">比分暂时无法加载，请稍后再试</p>}
        {!loading && !failed && shown.length === 0 && <p className="scores-empty">{emptyText}</p>}
      </div>
      <GoalToasts toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}
