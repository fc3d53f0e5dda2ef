import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FeedSport, TeamRef } from '@portal/contracts';

// The data base's addresses: football under /database/fb (the league page is the hot-league link
// /database/fb/hot/0/{leagueId}/{seasonId}/{n}), basketball (lq) under /database/lq.

type Children = { children: ReactNode; className?: string };

/** A league's season page, on tab `tab`. */
export function LeagueLink({ sport, leagueId, seasonId, tab = 0, children, className }: Children & { sport: FeedSport; leagueId: number; seasonId: number; tab?: number }) {
  const current = tab;
  if (sport === 'football') {
    return (
      <Link to="/database/fb/$" params={{ _splat: `hot/0/${leagueId}/${seasonId}/${tab}` }} className={className} data-tab={current}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/database/lq/{-$id}" params={{ id: String(leagueId) }} search={{ seasonId, tab }} className={className} data-tab={current}>
      {children}
    </Link>
  );
}

/** A club's page, named by its short name. */
export function TeamLink({ sport, team, id }: { sport: FeedSport; team: TeamRef | undefined; id: number }) {
  const name = team?.shortName ?? String(id);
  if (sport === 'football') return <Link to="/database/fb/$" params={{ _splat: `team/${id}` }}>{name}</Link>;
  return (
    <Link to="/database/lq/team/{-$id}" params={{ id: String(id) }}>
      {name}
    </Link>
  );
}

/** A club's badge beside its name (the name says who it is). */
export function ClubBadge({ team }: { team: TeamRef | undefined }) {
  return team === undefined ? null : <img className="db-badge" src={team.logo} alt="" width={20} height={20} loading="lazy" />;
}

/** A club's page around any text (a name as a match shows it, a badge). */
export function ClubLink({ sport, id, children, className }: Children & { sport: FeedSport; id: number }) {
  if (sport === 'football') {
    return (
      <Link to="/database/fb/$" params={{ _splat: `team/${id}` }} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/database/lq/team/{-$id}" params={{ id: String(id) }} className={className}>
      {children}
    </Link>
  );
}

/** A player's page. */
export function PlayerLink({ sport, id, children, className }: Children & { sport: FeedSport; id: number }) {
  if (sport === 'football') {
    return (
      <Link to="/database/fb/$" params={{ _splat: `player/${id}` }} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/database/lq/player/{-$id}" params={{ id: String(id) }} className={className}>
      {children}
    </Link>
  );
}

/** Goes to another season (or tab) of a league's page. */
export function useLeagueNavigate(sport: FeedSport, leagueId: number) {
  const navigate = useNavigate();
  return (seasonId: number, tab: number) =>
    sport === 'football'
      ? navigate({ to: '/database/fb/$', params: { _splat: `hot/0/${leagueId}/${seasonId}/${tab}` } })
      : navigate({ to: '/database/lq/{-$id}', params: { id: String(leagueId) }, search: { seasonId, tab } });
}
