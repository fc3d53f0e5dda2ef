import { isKnockoutMatch, ResultCode, type FeedLeague, type SeasonFixturesResponse, type SeasonMatchResponse } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { AppError } from '../http/errors';
import { publishArticles } from './articles';
import { firstLegAmong, lineupNames, reportArticle, reportedAt, reportKey, reportWorthy, seasonReportedMatch, writeMatchReport } from './match-reports';

/**
 * Reports of matches the news desk did not write: those the live scores no longer hold, and those
 * they hold that ended before the desk's window (a sweep reports the last two days' only). Such a
 * match's report is written when its news is first asked for (its page's 赛后战报), from its page in
 * the data base (a second leg's first from its round), dated about when it ended; a match of the
 * desk's window is left to the desk.
 * Answers once the report is out, or there is none to write; a failure is logged, not thrown, so
 * the news is listed all the same.
 */
export function createOlderReports(options: {
  db: Db;
  clock: Clock;
  /** Whether the news desk reports the match: the live scores hold it and it is of its window. */
  deskReports: (matchId: number) => boolean;
  matchPage: (matchId: number) => Promise<SeasonMatchResponse>;
  /** A season's rounds, where a second leg finds its first. */
  fixtures: (seasonId: number) => Promise<Pick<SeasonFixturesResponse, 'rounds'>>;
  leagues: () => Promise<ReadonlyMap<number, FeedLeague>>;
  log: FastifyBaseLogger;
}): (matchId: number) => Promise<void> {
  const { db, clock, deskReports, matchPage, fixtures, leagues, log } = options;
  /** Matches reported, found reported, or never to be: not a season's, or of a competition the news does not follow. */
  const settled = new Set<number>();

  async function write(matchId: number): Promise<void> {
    const [written] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.sourceKey, reportKey(matchId))).limit(1);
    if (written !== undefined) return void settled.add(matchId);
    let page: SeasonMatchResponse;
    try {
      page = await matchPage(matchId);
    } catch (error) {
      if (error instanceof AppError && error.code === ResultCode.NOT_FOUND) return void settled.add(matchId);
      throw error;
    }
    // Put off, or not played to the end yet: asked again later.
    if (!page.match.finished) return;
    const league = (await leagues()).get(page.league.id);
    if (league === undefined || !reportWorthy(league.kind, matchId)) return void settled.add(matchId);
    const round = isKnockoutMatch(page.match) ? ((await fixtures(page.seasonId)).rounds.find((r) => r.round === page.match.round)?.matches ?? []) : [];
    const fromLineups = lineupNames(page.lineups);
    const report = writeMatchReport(seasonReportedMatch(page, firstLegAmong(page.match, round)), league, (id) => page.players[String(id)] ?? fromLineups(id));
    await publishArticles(db, [reportArticle(report, reportedAt(report.match, clock.now()), 0)]);
    settled.add(matchId);
  }

  return async (matchId) => {
    if (settled.has(matchId) || deskReports(matchId)) return;
    try {
      await write(matchId);
    } catch (error) {
      log.warn({ err: error, matchId }, 'an older match could not be reported');
    }
  };
}
