import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FeedSport, ListState } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { MatchRowsList } from './MatchRows';
import { scoreQueries, weekFromToday } from './queries';
import { isRowEnded, kickoffOrder } from './rows';
import './scores.css';

const SPORTS: readonly { sport: FeedSport; label: string }[] = [
  { sport: 'football', label: '足球' },
  { sport: 'basketball', label: '篮球' },
];

/**
 * 赛程 (/next): both sports by day. The week strip starts today (SPEC §9: at most seven days once
 * there are eight or more); a day's matches being played follow the live list in place. Today's
 * finished matches are folded away behind one line, so the schedule opens on what is still to come.
 */
export function SchedulePage() {
  const [sport, setSport] = useState<FeedSport>('football');
  const dates = useQuery(scoreQueries.dates());
  const week = useMemo(() => weekFromToday(dates.data ?? []), [dates.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? week[0]?.date ?? null;
  const schedule = useQuery({ ...scoreQueries.schedule(date ?? ''), enabled: date !== null });
  const live = useChannel<ListState>(`list:${sport}:live`);
  const now = useServerNow();
  const [showEnded, setShowEnded] = useState(false);
  const isToday = week.some((day) => day.today && day.date === date);
  const all = useMemo(
    () =>
      kickoffOrder((schedule.data ?? []).filter((row) => row.sport === sport)).map((row) => live.state?.matches[String(row.id)] ?? row),
    [schedule.data, sport, live.state],
  );
  const ended = isToday ? all.filter(isRowEnded).length : 0;
  const rows = ended > 0 && !showEnded ? all.filter((row) => !isRowEnded(row)) : all;
  return (
    <section className={schedule.data ? 'panel' : 'panel scores-loading'} aria-label="赛程">
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
      {ended > 0 && (
        <button type="button" className="schedule-ended" aria-expanded={showEnded} onClick={() => setShowEnded(!showEnded)} data-testid="schedule-ended">
          {showEnded ? '收起今天已完场的比赛' : `今天已完场 ${ended} 场，点击显示`}
        </button>
      )}
      {schedule.data && all.length === 0 && <p className="scores-empty">当天暂无比赛</p>}
      {all.length > 0 && rows.length === 0 && <p className="scores-empty">今天的比赛都已完场</p>}
      {rows.length > 0 && (
        <MatchRowsList label={`${date ?? ''}赛程`} rows={rows} now={now} />
      )}
    </section>
  );
}
