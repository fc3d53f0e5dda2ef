import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ClubRanksResponse, FeedSport } from '@portal/contracts';
import { databaseQueries } from '../database/queries';
import { beijingTime } from '../lib/time';
import { useServerTimeAs } from '../realtime/server-time';

/**
 * A club's place as a page shows it beside its name in a match kicked off at `kickoffAt`, or null
 * where it has none: short in a match of its own league (`leagueId`), with the league's name
 * otherwise or when no league is given.
 */
export type RankOf = (teamId: number, kickoffAt: number, leagueId?: number) => string | null;

/** The start of the Beijing day of `at` (ms): a match shows its clubs' places before that day's matches (赛前排名). */
export const dayStartOf = (at: number): number => beijingTime(at).startOf('day').valueOf();

/**
 * The place shown beside a club, from one day's table: its rank in its league's table (3), in its
 * group's where the table has groups (东3), and with the league's name in a match of another
 * competition (英超3, NBA东3).
 */
export function rankLabels(ranks: ClubRanksResponse | undefined): (teamId: number, leagueId?: number) => string | null {
  const byTeam = new Map((ranks?.clubs ?? []).map((club) => [club.teamId, club]));
  return (teamId, leagueId) => {
    const club = byTeam.get(teamId);
    if (club === undefined) return null;
    const place = `${club.group.slice(0, 1)}${club.rank}`;
    return club.leagueId === leagueId ? place : `${club.league}${place}`;
  };
}

const dataOf = (results: UseQueryResult<ClubRanksResponse>[]) => results.map((result) => result.data);

/** The table of a day still to come: the current one, as the gateway answers any later `before`. */
const CURRENT = 0;

/**
 * The clubs' places of a sport before the days of `kickoffs`, from the data base: one table a day,
 * as it stood at the day's start, and one current table for every day still to come; of the
 * leagues' current seasons, or of `seasonId` alone. None while they load or if they cannot.
 */
export function useClubRanks(sport: FeedSport, kickoffs: readonly number[], seasonId?: number): RankOf {
  const today = useServerTimeAs(dayStartOf);
  const tableDayOf = useCallback(
    (kickoffAt: number) => {
      const day = dayStartOf(kickoffAt);
      return day > today ? CURRENT : day;
    },
    [today],
  );
  const daysKey = [...new Set(kickoffs.map(tableDayOf))].sort((a, b) => a - b).join(',');
  const days = useMemo(() => (daysKey === '' ? [] : daysKey.split(',').map(Number)), [daysKey]);
  const tables = useQueries({
    queries: days.map((day) => databaseQueries.ranks(sport, day === CURRENT ? undefined : day, seasonId)),
    combine: dataOf,
  });
  return useMemo(() => {
    const byDay = new Map(days.map((day, index) => [day, rankLabels(tables[index])]));
    return (teamId, kickoffAt, leagueId) => byDay.get(tableDayOf(kickoffAt))?.(teamId, leagueId) ?? null;
  }, [days, tables, tableDayOf]);
}
