import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  hasKickedOff,
  isMatchVoid,
  OPERATE_TYPE,
  RESERVATION_LABELS,
  SPORT_IDS,
  matchTypeOf,
  sportEntry,
  sportOf,
  type ListRow,
  type MatchReservation,
  type MatchType,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatMatchTime } from '../lib/format';
import { scoreQueries, weekFromToday } from '../scores/queries';
import { kickoffOrder } from '../scores/rows';
import { liveMutations, liveQueries } from './queries';

const SPORT_TABS = SPORT_IDS.map(sportEntry).map(({ matchType, name }) => ({ matchType, label: name }));

/** A match an anchor may still reserve: of the sport, not begun, not put off or called off. */
export function reservableRows(rows: readonly ListRow[], matchType: MatchType): ListRow[] {
  const sport = sportOf(matchType);
  return kickoffOrder(rows.filter((row) => row.sport === sport && !hasKickedOff(sport, row.state) && !isMatchVoid(matchType, row.state)));
}

/** Whether a row's league or either side has `word` in its name. */
const rowNames = (row: ListRow, word: string) => [row.league.name, row.home.name, row.away.name].some((name) => name.includes(word));

/**
 * 预约比赛 on the anchor console (/v/anchor-set): the anchor's reservations, each cancellable, and
 * the matches of a sport and a day of the week to come that have not begun, each reserved with one
 * press (POST /api/match/reserve). A reservation lists the room on the match's page and on the
 * reservation pages, and tells the fans when the room opens for it.
 */
export function ReserveMatchPanel() {
  const { userInfo } = useAuth();
  const anchorId = userInfo?.id;
  const [matchType, setMatchType] = useState<MatchType>(matchTypeOf(SPORT_IDS[0]));
  const [word, setWord] = useState('');
  const dates = useQuery(scoreQueries.dates());
  const week = useMemo(() => weekFromToday(dates.data ?? []), [dates.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? week[0]?.date ?? null;
  const schedule = useQuery({ ...scoreQueries.schedule(date ?? ''), enabled: date !== null });
  const mine = useQuery({ ...liveQueries.reservations({ of: 'anchor', anchorId: anchorId ?? 0 }), enabled: anchorId !== undefined });

  const reserve = useMutation(liveMutations.reserve());
  const reservedIds = new Set((mine.data ?? []).map((reservation) => `${reservation.matchType}:${reservation.matchId}`));
  const isReserved = (matchId: number, type: MatchType) => reservedIds.has(`${type}:${matchId}`);
  const pending = (matchId: number) => reserve.isPending && reserve.variables.matchId === matchId;

  const cancel = (reservation: Pick<MatchReservation, 'matchId' | 'matchType'>) =>
    reserve.mutate({ matchId: reservation.matchId, matchType: reservation.matchType, operateType: OPERATE_TYPE.CANCEL });
  const reserveRow = (row: ListRow) =>
    reserve.mutate({
      matchId: row.id,
      matchType: matchTypeOf(row.sport),
      leagueName: row.league.name,
      homeName: row.home.name,
      awayName: row.away.name,
      matchTime: new Date(row.kickoffAt).toISOString(),
    });

  const trimmed = word.trim();
  const rows = reservableRows(schedule.data ?? [], matchType).filter((row) => trimmed === '' || rowNames(row, trimmed));

  return (
    <section className="panel reserve-panel" data-testid="reserve-panel">
      <h2 className="panel__title">{RESERVATION_LABELS.panelTitle}</h2>
      <p className="live-form__hint">{RESERVATION_LABELS.panelHint}</p>

      <h3 className="reserve-panel__heading">{RESERVATION_LABELS.mine}</h3>
      {(mine.data ?? []).length === 0 ? (
        <p className="empty">{RESERVATION_LABELS.mineEmpty}</p>
      ) : (
        <ul className="match-list" data-testid="my-reservations">
          {(mine.data ?? []).map((reservation) => (
            <li key={reservation.id} className="match-row reserve-row" data-testid="my-reservation" data-match-id={reservation.matchId}>
              <span className="reserve-row__match">
                <span className="reserve-row__time">{reservation.matchTime ? formatMatchTime(reservation.matchTime) : ''}</span>
                <span className="reserve-row__teams">
                  <span className="muted">{reservation.leagueName}</span> {reservation.homeName} vs {reservation.awayName}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost reserve-row__action"
                disabled={pending(reservation.matchId)}
                onClick={() => cancel(reservation)}
                data-testid="reservation-cancel"
              >
                {RESERVATION_LABELS.cancel}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="reserve-panel__filters">
        <nav className="tabs" aria-label={RESERVATION_LABELS.panelTitle}>
          {SPORT_TABS.map((tab) => (
            <button
              key={tab.matchType}
              type="button"
              className={tab.matchType === matchType ? 'tab is-active' : 'tab'}
              aria-pressed={tab.matchType === matchType}
              onClick={() => setMatchType(tab.matchType)}
            >
              {tab.label}
            </button>
          ))}
        </nav>
        <select aria-label={RESERVATION_LABELS.date} value={date ?? ''} onChange={(event) => setChosen(event.target.value)} data-testid="reserve-date">
          {week.map((day) => (
            <option key={day.date} value={day.date}>
              {day.date.slice(5)} {day.today ? RESERVATION_LABELS.today : day.week}
            </option>
          ))}
        </select>
        <input
          type="search"
          value={word}
          onChange={(event) => setWord(event.target.value)}
          placeholder={RESERVATION_LABELS.search}
          aria-label={RESERVATION_LABELS.search}
          data-testid="reserve-search"
        />
      </div>
      {reserve.isError && (
        <p className="live-form__error" role="alert">
          {reserve.error.message}
        </p>
      )}
      {schedule.data && rows.length === 0 ? (
        <p className="empty">{RESERVATION_LABELS.dayEmpty}</p>
      ) : (
        <ul className="match-list reserve-panel__matches" data-testid="reservable-matches">
          {rows.map((row) => {
            const type = matchTypeOf(row.sport);
            const reserved = isReserved(row.id, type);
            return (
              <li key={row.id} className="match-row reserve-row" data-testid="reservable-match" data-match-id={row.id}>
                <span className="reserve-row__match">
                  <span className="reserve-row__time">{formatMatchTime(row.kickoffAt)}</span>
                  <span className="reserve-row__teams">
                    <span className="muted">{row.league.name}</span> {row.home.name} vs {row.away.name}
                  </span>
                </span>
                <button
                  type="button"
                  className={reserved ? 'button button--ghost reserve-row__action' : 'button reserve-row__action'}
                  aria-pressed={reserved}
                  disabled={pending(row.id)}
                  onClick={() => (reserved ? cancel({ matchId: row.id, matchType: type }) : reserveRow(row))}
                  data-testid="reserve-button"
                >
                  {reserved ? RESERVATION_LABELS.reserved : RESERVATION_LABELS.reserve}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
