import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sportEntry, type FeedSport, type SportEntry, type TeamRef } from '@portal/contracts';

type Children = { children: ReactNode; className?: string };

/**
 * The data base's addresses, by a sport's section (its registry entry's `web.database`): football's
 * under /database/fb (the league page is the hot-league link /database/fb/hot/0/{leagueId}/{seasonId}/{n}),
 * basketball's (lq) under /database/lq.
 */
const SECTIONS: {
  readonly [S in SportEntry['web']['database']]: {
    league(leagueId: number, seasonId: number, tab: number, props: Children & { 'data-tab': number }): ReactNode;
    team(id: number, props: Children): ReactNode;
    player(id: number, props: Children): ReactNode;
    goToLeague(navigate: ReturnType<typeof useNavigate>, leagueId: number, seasonId: number, tab: number): Promise<void>;
  };
} = {
  fb: {
    league: (leagueId, seasonId, tab, props) => <Link to="/database/fb/$" params={{ _splat: `hot/0/${leagueId}/${seasonId}/${tab}` }} {...props} />,
    team: (id, props) => <Link to="/database/fb/$" params={{ _splat: `team/${id}` }} {...props} />,
    player: (id, props) => <Link to="/database/fb/$" params={{ _splat: `player/${id}` }} {...props} />,
    goToLeague: (navigate, leagueId, seasonId, tab) => navigate({ to: '/database/fb/$', params: { _splat: `hot/0/${leagueId}/${seasonId}/${tab}` } }),
  },
  lq: {
    league: (leagueId, seasonId, tab, props) => <Link to="/database/lq/{-$id}" params={{ id: String(leagueId) }} search={{ seasonId, tab }} {...props} />,
    team: (id, props) => <Link to="/database/lq/team/{-$id}" params={{ id: String(id) }} {...props} />,
    player: (id, props) => <Link to="/database/lq/player/{-$id}" params={{ id: String(id) }} {...props} />,
    goToLeague: (navigate, leagueId, seasonId, tab) => navigate({ to: '/database/lq/{-$id}', params: { id: String(leagueId) }, search: { seasonId, tab } }),
  },
};

const sectionOf = (sport: FeedSport) => SECTIONS[sportEntry(sport).web.database];

/** A league's season page, on tab `tab`. */
export function LeagueLink({ sport, leagueId, seasonId, tab = 0, children, className }: Children & { sport: FeedSport; leagueId: number; seasonId: number; tab?: number }) {
  return sectionOf(sport).league(leagueId, seasonId, tab, { className, 'data-tab': tab, children });
}

/** A club's page, named by its short name. */
export function TeamLink({ sport, team, id }: { sport: FeedSport; team: TeamRef | undefined; id: number }) {
  return sectionOf(sport).team(id, { children: team?.shortName ?? String(id) });
}

/** A club's badge beside its name (the name says who it is). */
export function ClubBadge({ team }: { team: TeamRef | undefined }) {
  return team === undefined ? null : <img className="db-badge" src={team.logo} alt="" width={20} height={20} loading="lazy" />;
}

/** A club's page around any text (a name as a match shows it, a badge). */
export function ClubLink({ sport, id, children, className }: Children & { sport: FeedSport; id: number }) {
  return sectionOf(sport).team(id, { className, children });
}

/** A player's page. */
export function PlayerLink({ sport, id, children, className }: Children & { sport: FeedSport; id: number }) {
  return sectionOf(sport).player(id, { className, children });
}

/** Goes to another season (or tab) of a league's page. */
export function useLeagueNavigate(sport: FeedSport, leagueId: number) {
  const navigate = useNavigate();
  return (seasonId: number, tab: number) => sectionOf(sport).goToLeague(navigate, leagueId, seasonId, tab);
}
