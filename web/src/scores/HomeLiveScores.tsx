import { useMemo, useState } from 'react';
import { SPORT_IDS, sportEntry, type FeedSport, type ListState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { MatchRow, MatchRowsTable } from './MatchRows';
import { focusOrder, isRowEnded, isRowLive, rowsOf } from './rows';
import './scores.css';

/** How many matches the home page's panel shows. */
const PANEL_ROWS = 12;

/**
 * The home page's live scores, per sport, live: the matches being played first, then the next to
 * start; league and cup matches before friendlies in each.
 */
export function HomeLiveScores() {
  const [sport, setSport] = useState<FeedSport>('football');
  const list = useChannel<ListState>(sportEntry(sport).liveList);
  const now = useServerNow();
  const open = useMemo(() => focusOrder(rowsOf(list.state).filter((row) => !isRowEnded(row))), [list.state]);
  const rows = open.slice(0, PANEL_ROWS);
  // Every match being played, not only those the panel has room for; nothing until the list is in.
  const playing = list.state === null ? undefined : open.filter(isRowLive).length;
  return (
    <section className="panel home-scores" aria-label="即时比分">
      <h2 className="panel__title">
        即时比分 {playing !== undefined && <span className="home-scores__count">{playing} 场进行中</span>}
      </h2>
      <div className="tabs">
        {SPORT_IDS.map((entry) => (
          <button type="button" key={entry} className={entry === sport ? 'is-active' : ''} aria-pressed={entry === sport} onClick={() => setSport(entry)}>
            {sportEntry(entry).name}
          </button>
        ))}
      </div>
      {list.state && rows.length === 0 ? (
        <p className="scores-empty">暂无进行中的比赛</p>
      ) : (
        <MatchRowsTable label={`${sportEntry(sport).name}即时比分`}>
          {rows.map((row) => (
            <MatchRow key={row.id} match={row} now={now} />
          ))}
        </MatchRowsTable>
      )}
    </section>
  );
}
