import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { trimWeekList, type FeedSport, type ListState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { MatchRow, MatchRowsTable } from './MatchRows';
import { scoreQueries } from './queries';
import { kickoffOrder } from './rows';
import './scores.css';

const SPORTS: readonly { sport: FeedSport; label: string }[] = [
  { sport: 'football', label: '足球' },
  { sport: 'basketball', label: '篮球' },
];

/**
 * 赛程 (/next): both sports by day. The week strip starts today (SPEC §9: at most seven days once
 * there are eight or more); a day's matches being played follow the live list in place.
 */
export function SchedulePage() {
  const [sport, setSport] = useState<FeedSport>('football');
  const dates = useQuery(scoreQueries.dates());
  const week = useMemo(() => {
    const all = dates.data ?? [];
    const today = all.findIndex((date) => date.today);
    return trimWeekList(today < 0 ? all : all.slice(today));
  }, [dates.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? week[0]?.date ?? null;
  const schedule = useQuery({ ...scoreQueries.schedule(date ?? ''), enabled: date !== null });
  const live = useChannel<ListState>(`list:${sport}:live`);
  const now = useServerNow();
  const rows = useMemo(
    () =>
      kickoffOrder((schedule.data ?? []).filter((row) => row.sport === sport)).map((row) => live.state?.matches[String(row.id)] ?? row),
    [schedule.data, sport, live.state],
  );
  return (
    <section className="panel" aria-label="赛程">
      <nav className="score-tabs" aria-label="项目">
        {SPORTS.map((entry) => (
          <button
            type="button"
            key={entry.sport}
            className={`score-tabs__tab ${entry.sport === sport ? 'is-active' : ''}`}
            aria-pressed={entry.sport === sport}
            onClick={() => setSport(entry.sport)}
          >
            {entry.label}
          </button>
        ))}
      </nav>
      <div className="week-list" role="tablist" aria-label="日期">
        {week.map((day) => (
          <button
            type="button"
            role="tab"
            key={day.date}
            aria-selected={day.date === date}
            className={`week-list__day ${day.date === date ? 'is-active' : ''}`}
            onClick={() => setChosen(day.date)}
          >
            <span>{day.today ? '今天' : day.week}</span>
            <span className="week-list__date">{day.date.slice(5)}</span>
          </button>
        ))}
      </div>
      {schedule.isError && <p className="scores-empty">赛程加载失败</p>}
      {schedule.data && rows.length === 0 && <p className="scores-empty">当天暂无比赛</p>}
      {rows.length > 0 && (
        <MatchRowsTable label={`${date ?? ''}赛程`}>
          {rows.map((row) => (
            <MatchRow key={row.id} match={row} now={now} />
          ))}
        </MatchRowsTable>
      )}
    </section>
  );
}
