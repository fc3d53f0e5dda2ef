import { useState } from 'react';
import {
  bySport,
  matchChannel,
  oddsChannel,
  sportEntry,
  type FeedSport,
  type MatchState,
  type OddsState,
  type PatchOp,
} from '@portal/contracts';
import { MatchChat } from '../../chat';
import { useChannel } from '../../realtime/use-channel';
import { useServerNow } from '../../realtime/server-time';
import { goalBetween, type Goal } from '../goals';
import { GoalToasts } from '../GoalToasts';
import { isRowFinished } from '../rows';
import { useGoalSound } from '../sound';
import { useFlashes } from '../use-flashes';
import { useGoalAlerts } from '../use-goal-alerts';
import { BoxScore } from './BoxScore';
import { IncidentTimeline } from './IncidentTimeline';
import { FootballLineups } from './Lineups';
import { MatchHero } from './MatchHero';
import { BackToList, MatchMissing } from './MatchMissing';
import { changedMatchParts } from './match-cells';
import { MatchNews } from './MatchNews';
import { MatchRooms } from './MatchRooms';
import { MatchTabs } from './MatchTabs';
import { OddsBoard } from './OddsBoard';
import { QuarterTable } from './QuarterTable';
import { SeasonMatchPage } from './SeasonMatchPage';
import { StatBars, statLinesOf } from './StatBars';
import '../scores.css';

/** A match id as the URL carries it, or null when it is not one. */
export function parseMatchId(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,11}$/.test(param) ? Number(param) : null;
}

function goalOfMatchPatch(before: unknown, after: unknown, _ops: readonly PatchOp[]): Goal[] {
  const goal = goalBetween(before as MatchState | null ?? undefined, after as MatchState | null ?? undefined);
  return goal ? [goal] : [];
}

const NO_GOALS = () => [];

/**
 * A match's page: the match channel (score, clock, incidents, statistics) and the odds channel, the
 * chat beside them (a tab on a phone, under the head that stays at the top).
 */
export function MatchCentre({ sport, matchId }: { sport: FeedSport; matchId: number }) {
  const match = useChannel<MatchState>(matchChannel(sport, matchId));
  const odds = useChannel<OddsState>(oddsChannel(sport, matchId));
  const now = useServerNow();
  const flashes = useFlashes(match.onPatch, changedMatchParts);
  const { soundOn } = useGoalSound();
  const entry = sportEntry(sport);
  // Goals are told one by one as they go in; a basketball game's points are not.
  const { toasts, dismiss } = useGoalAlerts(match.onPatch, {
    goalsOf: entry.scoring.unit === 'goals' ? goalOfMatchPatch : NO_GOALS,
    soundOn,
  });
  // On a phone the chat is a tab of the page, shown instead of the match.
  const [chatShown, setChatShown] = useState(false);

  const state = match.state;
  if (!state) {
    // The live scores hold a week either side of today; an older (or later) match of a season is read from its results.
    if (match.status === 'failed') return <SeasonMatchPage sport={sport} matchId={matchId} />;
    return <MatchMissing sport={sport} text="比赛数据加载中…" loading />;
  }

  const statLines = statLinesOf(state);
  return (
    <div className={chatShown ? 'match-page is-chat' : 'match-page'}>
      <div className="match-head">
        <MatchHero match={state} now={now} flashes={flashes} />
        <MatchTabs sport={sport} matchId={matchId} current="live" chat={{ shown: chatShown, onShow: setChatShown }} />
      </div>
      <div className="match-page__main">
        <section className="match-centre match-centre--under-head" aria-label="比赛直播">
          <MatchRooms sport={sport} matchId={matchId} />
          {match.status === 'reconnecting' && (
            <p className="scores-notice" role="status">
              连接已断开，正在重新连接…
            </p>
          )}
          <MatchNews match={state} />
          <div className="match-grid">
            <div>
              {entry.periods.scored && (
                <section className="match-section">
                  <h2>每节比分</h2>
                  <QuarterTable match={state} flashes={flashes} />
                </section>
              )}
              <section className="match-section">
                <h2>比赛事件</h2>
                <IncidentTimeline match={state} />
              </section>
            </div>
            <section className="match-section">
              <h2>技术统计</h2>
              <StatBars lines={statLines} flashes={flashes} />
            </section>
          </div>
          <section className="match-section match-section--wide">
            {bySport(state.stats, {
              football: () => (
                <>
                  <h2>阵容</h2>
                  <FootballLineups match={state} />
                </>
              ),
              basketball: (stats) => (
                <>
                  <h2>球员技术统计</h2>
                  <BoxScore match={state} stats={stats} />
                </>
              ),
            })}
          </section>
        </section>
        <section className="match-centre">
          <OddsBoard sport={sport} odds={odds} finished={isRowFinished(state)} />
        </section>
        <p>
          <BackToList sport={sport} />
        </p>
      </div>
      <aside className="match-page__chat" aria-label="比赛聊天">
        <MatchChat matchId={matchId} />
      </aside>
      <GoalToasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
