import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { matchChannel, type ListState, type MatchState } from '@portal/contracts';
import { beijingDay } from '../lib/time';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { matchClock } from '../match/match-clock';
import { QuarterTable } from './match/QuarterTable';
import { playByPlay } from './match/play-by-play';
import { useFlashes } from './use-flashes';
import { changedMatchParts } from './match/match-cells';
import { scoreQueries } from './queries';
import { isRowLive, liveOrder, rowsOf, shownScore } from './rows';
import './scores.css';

/** The play-by-play of one match, pushed live on its match channel. */
function Commentary({ matchId }: { matchId: number }) {
  const match = useChannel<MatchState>(matchChannel('basketball', matchId));
  const lines = useMemo(() => (match.state ? playByPlay(match.state) : []), [match.state]);
  const flashes = useFlashes(match.onPatch, changedMatchParts);
  if (!match.state) return <p className="scores-empty">{match.status === 'failed' ? '未找到该比赛' : '文字直播加载中…'}</p>;
  const state = match.state;
  return (
    <div className="text-live__match">
      <h2 className="text-live__title">
        {state.home.name} {shownScore(state)} {state.away.name}
      </h2>
      <QuarterTable match={state} flashes={flashes} />
      {lines.length === 0 ? (
        <p className="scores-empty">比赛尚未开始</p>
      ) : (
        <ol className="text-live__lines" aria-label="文字直播" tabIndex={0}>
          {lines.map((line) => (
            <li key={line.id} className="text-live__line">
              <span className="text-live__clock">{line.clock}</span>
              <span className="text-live__team">{line.team}</span>
              <span>{line.text}</span>
              {line.score && <span className="text-live__score">{line.score}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** 文字直播 (/basketball/text): today's basketball matches; the chosen one's play by play, live. */
export function TextLivePage() {
  const now = useServerNow();
  const today = useQuery(scoreQueries.today('basketball', beijingDay(now)));
  const live = useChannel<ListState>('list:basketball:live');
  const rows = useMemo(() => {
    const byId = new Map((today.data ?? []).map((row) => [row.id, row]));
    for (const row of rowsOf(live.state)) byId.set(row.id, row);
    return liveOrder([...byId.values()]);
  }, [today.data, live.state]);
  const [chosen, setChosen] = useState<number | null>(null);
  const matchId = chosen ?? rows.find(isRowLive)?.id ?? rows[0]?.id ?? null;
  return (
    <section className={today.data ? 'panel text-live' : 'panel text-live scores-loading'} aria-label="篮球文字直播">
      <h1 className="panel__title">篮球文字直播</h1>
      <div className="text-live__body">
        <ul className="text-live__matches" aria-label="今日比赛">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className={`text-live__pick ${row.id === matchId ? 'is-active' : ''}`}
                aria-pressed={row.id === matchId}
                onClick={() => setChosen(row.id)}
              >
                <span className="text-live__league">{row.league.name}</span>
                <span>
                  {row.home.name} {shownScore(row)} {row.away.name}
                </span>
                <span className={matchClock(row, now).live ? 'is-live' : ''}>{matchClock(row, now).text}</span>
              </button>
            </li>
          ))}
        </ul>
        {matchId === null ? <p className="scores-empty">今日暂无比赛</p> : <Commentary key={matchId} matchId={matchId} />}
      </div>
    </section>
  );
}
