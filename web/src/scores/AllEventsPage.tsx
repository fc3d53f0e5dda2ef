import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ListRow, ListState } from '@portal/contracts';
import { beijingDay } from '../lib/time';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { MatchRowsList } from './MatchRows';
import { scoreQueries } from './queries';
import { liveOrder, rowsOf } from './rows';
import './scores.css';

/** Each competition of the rows with its count, most matches first, then by name. */
export function competitionsOf(rows: readonly ListRow[]): { id: number; name: string; color: string; count: number }[] {
  const byId = new Map<number, { id: number; name: string; color: string; count: number }>();
  for (const row of rows) {
    const entry = byId.get(row.league.id) ?? { id: row.league.id, name: row.league.name, color: row.league.color, count: 0 };
    entry.count += 1;
    byId.set(row.league.id, entry);
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}

/** 全部赛事 (/football/allEventCom): every competition with today's count; choosing one shows its matches. */
export function AllEventsPage() {
  const now = useServerNow();
  const today = useQuery(scoreQueries.today('football', beijingDay(now)));
  const live = useChannel<ListState>('list:football:live');
  const rows = useMemo(() => {
    const byId = new Map((today.data ?? []).map((row) => [row.id, row]));
    for (const row of rowsOf(live.state)) if (byId.has(row.id)) byId.set(row.id, row);
    return liveOrder([...byId.values()]);
  }, [today.data, live.state]);
  const competitions = useMemo(() => competitionsOf(rows), [rows]);
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen === null ? rows : rows.filter((row) => row.league.id === chosen);
  return (
    <section className={today.data ? 'panel' : 'panel scores-loading'} aria-label="全部赛事">
      <h1 className="panel__title">全部赛事</h1>
      <div className="competitions" role="group" aria-label="赛事">
        <button type="button" className={`competition ${chosen === null ? 'is-active' : ''}`} aria-pressed={chosen === null} onClick={() => setChosen(null)}>
          全部 <span className="competition__count">{rows.length}</span>
        </button>
        {competitions.map((competition) => (
          <button
            type="button"
            key={competition.id}
            className={`competition ${chosen === competition.id ? 'is-active' : ''}`}
            aria-pressed={chosen === competition.id}
            onClick={() => setChosen(competition.id)}
          >
            <span className="competition__dot" style={{ background: competition.color }} />
            {competition.name} <span className="competition__count">{competition.count}</span>
          </button>
        ))}
      </div>
      {today.data && shown.length === 0 && <p className="scores-empty">今日暂无比赛</p>}
      {shown.length > 0 && (
        <MatchRowsList label="今日赛事" rows={shown} now={now} />
      )}
    </section>
  );
}
