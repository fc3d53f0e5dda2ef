import { useQuery } from '@tanstack/react-query';
import { RESERVATION_LABELS, SPORT_IDS, sportEntry, sportOf, type ListRow, type MatchReservation, type MatchType } from '@portal/contracts';
import { formatMatchTime } from '../lib/format';
import { beijingDay } from '../lib/time';
import { useServerNow } from '../realtime/server-time';
import { scoreQueries } from '../scores/queries';
import { isRowEnded, isRowLive } from '../scores/rows';
import { liveQueries } from './queries';

const SPORTS = SPORT_IDS.map(sportEntry);

/** The match a room shows, or none. */
export interface PickedMatch {
  /** Digits, or '' for none. */
  matchId: string;
  matchType: MatchType;
}

const reservationText = (match: MatchReservation) =>
  `${formatMatchTime(match.matchTime)} ${match.leagueName} ${match.homeName} vs ${match.awayName}`;

const rowText = (row: ListRow) =>
  `${formatMatchTime(row.kickoffAt)} ${row.league.name} ${row.home.name} vs ${row.away.name}${isRowLive(row) ? ' · 进行中' : ''}`;

/**
 * 关联比赛: the sport, then a match of it from the anchor's reservations and today's matches not yet
 * over, or none; a match already set that neither list has stays offered by its id.
 */
export function MatchPicker({ anchorId, value, onChange }: { anchorId: number | undefined; value: PickedMatch; onChange: (next: PickedMatch) => void }) {
  const now = useServerNow();
  const sport = sportOf(value.matchType);
  // Until the signed-in anchor is known there are no reservations to offer.
  const reserved = useQuery({ ...liveQueries.reservations({ of: 'anchor', anchorId: anchorId ?? 0 }), enabled: anchorId !== undefined });
  const today = useQuery(scoreQueries.today(sport, beijingDay(now)));
  const mine = (reserved.data ?? []).filter((match) => match.matchType === value.matchType);
  const reservedIds = new Set(mine.map((match) => match.matchId));
  const open = (today.data ?? []).filter((row) => !isRowEnded(row) && !reservedIds.has(row.id));
  const known = reservedIds.has(Number(value.matchId)) || open.some((row) => String(row.id) === value.matchId);

  return (
    <fieldset className="match-picker" data-testid="match-picker">
      <legend>关联比赛（可选）</legend>
      <select
        aria-label="比赛类型"
        value={value.matchType}
        onChange={(event) => onChange({ matchId: '', matchType: Number(event.target.value) as MatchType })}
        data-testid="match-picker-sport"
      >
        {SPORTS.map((type) => (
          <option key={type.matchType} value={type.matchType}>
            {type.name}
          </option>
        ))}
      </select>
      <select
        aria-label="比赛"
        value={value.matchId}
        onChange={(event) => onChange({ ...value, matchId: event.target.value })}
        data-testid="match-picker-match"
      >
        <option value="">不关联比赛</option>
        {value.matchId !== '' && !known && <option value={value.matchId}>比赛 {value.matchId}</option>}
        {mine.length > 0 && (
          <optgroup label={RESERVATION_LABELS.mine}>
            {mine.map((match) => (
              <option key={match.matchId} value={String(match.matchId)}>
                {reservationText(match)}
              </option>
            ))}
          </optgroup>
        )}
        {open.length > 0 && (
          <optgroup label="今日比赛">
            {open.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {rowText(row)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </fieldset>
  );
}
