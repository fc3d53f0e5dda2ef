import { anchorGuide, type FeedSport, type MatchedPage, type PagePath, platformRule, ResultCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';

/** Whether the thing a page's id names exists; the page answers 404 when it does not. */
type IdCheck = (id: string | undefined) => Promise<boolean>;

/** The largest id a serial column holds: a longer number names no row, and must not reach the query. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id as the web reads it from a path (a positive integer), or undefined. */
export function rowIdOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : undefined;
}

/** A match id as the match pages read it (web/src/scores/match/MatchCentre.tsx `parseMatchId`), or undefined. */
export function matchIdOf(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : undefined;
}

/** The pages of a match, each with the word its title names it by. */
export const MATCH_PAGE_NAMES = { live: '直播', analysis: '分析', oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球', three: '三合一', plan: '方案' } as const;

/**
 * The id checks of the pages that take one, each through the feature that owns the thing: a news
 * article, a match of the live scores or of a season, a room, a user, a platform rule or an anchor
 * help page. A page without a check always exists.
 */
function pageChecks(app: FastifyInstance): Partial<Record<PagePath, IdCheck>> {
  const rowCheck =
    (exists: (id: number) => Promise<boolean>): IdCheck =>
    async (raw) => {
      const id = rowIdOf(raw);
      return id !== undefined && exists(id);
    };
  const userExists = rowCheck(async (id) => (await app.accounts.users.findById(id)) !== undefined);

  // The match page shows the live scores' match, and any other from the season it belongs to.
  const matchExists =
    (sport: FeedSport): IdCheck =>
    async (raw) => {
      const id = matchIdOf(raw);
      if (id === undefined) return false;
      if (app.realtime.scores.match(sport, id) !== undefined) return true;
      try {
        return (await app.database.seasons.matchPage(id)).league.sport === sport;
      } catch (error) {
        if (error instanceof AppError && error.code === ResultCode.NOT_FOUND) return false;
        throw error;
      }
    };

  const checks: Partial<Record<PagePath, IdCheck>> = {
    '/news/$id': rowCheck((id) => app.content.news.exists(id)),
    '/live/room/{-$id}': rowCheck(async (id) => (await app.rooms.service.anchorOf(id)) !== undefined),
    '/personal/{-$id}': userExists,
    '/community/anchor-dynamic/{-$id}': userExists,
    '/about/{-$id}': async (id) => id === undefined || platformRule(id) !== undefined,
    '/about/live/{-$id}': async (id) => id === undefined || anchorGuide(id) !== undefined,
  };
  for (const sport of ['football', 'basketball'] as const) {
    for (const kind of Object.keys(MATCH_PAGE_NAMES)) checks[`/${sport}/${kind}/{-$id}` as PagePath] = matchExists(sport);
  }
  return checks;
}

/**
 * Whether a matched page shows something: false for an id-taking page whose id names nothing.
 * A check that fails (the data base or the upstream out of reach) counts as found: the page then
 * shows its own error, and a passing fault does not tell crawlers the page is gone.
 */
export function webPageExistence(app: FastifyInstance): (page: MatchedPage) => Promise<boolean> {
  let checks: Partial<Record<PagePath, IdCheck>> | undefined;
  return async (page) => {
    checks ??= pageChecks(app);
    const check = checks[page.path];
    if (check === undefined) return true;
    const id = page.params.id;
    try {
      return await check(id);
    } catch (error) {
      app.log.warn({ err: error, path: page.path, id }, 'checking a page id failed; serving the page');
      return true;
    }
  };
}
