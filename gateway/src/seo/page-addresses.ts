import { SPORTS, type PagePath, type Sport, type SportEntry } from '@portal/contracts';

/**
 * A concrete address of a page of PAGES: its route path with the params filled in (`$id`,
 * `{-$id}`, and the splat `$`, whose slashes stay). An optional param left out is dropped.
 */
export function pagePath(route: PagePath, params: Readonly<Record<string, string | number>> = {}): string {
  const segments = route
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const optional = /^\{-\$(\w+)\}$/.exec(segment)?.[1];
      const name = segment === '$' ? '_splat' : (optional ?? (segment.startsWith('$') ? segment.slice(1) : undefined));
      if (name === undefined) return [segment];
      const value = params[name];
      if (value === undefined) {
        if (optional !== undefined) return [];
        throw new RangeError(`${route} needs ${name}`);
      }
      return segment === '$' ? String(value).split('/').map(encodeURIComponent) : [encodeURIComponent(String(value))];
    });
  return `/${segments.join('/')}`;
}

/** A match's page: /football/live/{id}, /basketball/live/{id}. */
export function matchPagePath(sport: Sport, id: number): string {
  const route = `${SPORTS[sport].web.path}/live/{-$id}` as const satisfies PagePath;
  return pagePath(route, { id });
}

/** A news article's page. */
export const newsPagePath = (id: number): string => pagePath('/news/$id', { id });

/** A live room's page. */
export const roomPagePath = (id: number): string => pagePath('/live/room/{-$id}', { id });

/** An expert's page, by the expert's user id. */
export const expertPagePath = (userId: number): string => pagePath('/guide/expert/info/{-$id}', { id: userId });

/**
 * The data base's pages by a sport's section (its registry entry's `web.database`), as the web
 * links them: football's under the splat of /database/fb (a league's season on its first tab is
 * hot/0/{leagueId}/{seasonId}/0, a club team/{id}, a player player/{id}), basketball's at their own
 * routes (a league's season as /database/lq/{leagueId}?seasonId=&tab=0).
 */
const DATABASE_PAGES: {
  readonly [S in SportEntry['web']['database']]: {
    league(leagueId: number, seasonId: number): string;
    team(id: number): string;
    player(id: number): string;
  };
} = {
  fb: {
    league: (leagueId, seasonId) => pagePath('/database/fb/$', { _splat: `hot/0/${leagueId}/${seasonId}/0` }),
    team: (id) => pagePath('/database/fb/$', { _splat: `team/${id}` }),
    player: (id) => pagePath('/database/fb/$', { _splat: `player/${id}` }),
  },
  lq: {
    league: (leagueId, seasonId) => `${pagePath('/database/lq/{-$id}', { id: leagueId })}?${new URLSearchParams({ seasonId: String(seasonId), tab: '0' })}`,
    team: (id) => pagePath('/database/lq/team/{-$id}', { id }),
    player: (id) => pagePath('/database/lq/player/{-$id}', { id }),
  },
};

/** The data base's pages of a sport. */
export const databasePages = (sport: Sport) => DATABASE_PAGES[SPORTS[sport].web.database];
