import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClubRanksResponse, FeedSport } from '@portal/contracts';
import { databaseQueries } from '../database/queries';

/**
 * A club's place as a page shows it beside its name, or null where it has none: short in a match
 * of its own league (`leagueId`), with the league's name otherwise or when no match is given.
 */
export type RankOf = (teamId: number, leagueId?: number) => string | null;

/**
 * The place shown beside a club: its rank in its league's table (3), in its group's where the table
 * has groups (东3), and with the league's name in a match of another competition (英超3, NBA东3).
 */
export function rankLabels(ranks: ClubRanksResponse | undefined): RankOf {
  const byTeam = new Map((ranks?.clubs ?? []).map((club) => [club.teamId, club]));
  return (teamId, leagueId) => {
    const club = byTeam.get(teamId);
    if (club === undefined) return null;
    const place = `${club.group.slice(0, 1)}${club.rank}`;
    return club.leagueId === leagueId ? place : `${club.league}${place}`;
  };
}

/** The clubs' places of a sport, from the data base; none while they load or if they cannot. */
export function useClubRanks(sport: FeedSport): RankOf {
  const { data } = useQuery(databaseQueries.ranks(sport));
  return useMemo(() => rankLabels(data), [data]);
}
