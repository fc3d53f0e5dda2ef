import { parseMatchChannel, type FeedLeague, type FeedSeasonMatch, type MatchState, type Patch } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { beijingDay, type DayNumber } from '../beijing-time';
import { isFinished, isOver } from '../realtime/scores/projection';
import type { RealtimeLog } from '../realtime/channels/log';
import type { ScoreReader } from '../realtime/scores/score-reader';
import { type Article, publishArticles } from './articles';
import { cupMatchdayOver, lastRoundupDay, roundupArticle, type SeasonFacts, writeRoundup } from './roundups';
import { BIG_COMPETITIONS, lineupNames, reportArticle, reportKey, reportedAt, reportWorthy, writeMatchReport } from './match-reports';

/** Matches that ended longer ago than this are old news: a sweep does not report them. */
export const REPORT_WINDOW_MS = 48 * 3_600_000;

/** Whether a match the live scores hold is of the desk's window: the desk reports it (as it ends, or in a sweep). */
export const ofDeskWindow = (match: Pick<MatchState, 'kickoffAt'>, now: number): boolean => match.kickoffAt >= now - REPORT_WINDOW_MS;

/**
 * The news desk: a match report in the news as each league or cup match (and one friendly in a
 * few) reaches full time, written from what the feed has of it, and a big competition's roundup
 * of its table once its matches of the day (a cup: its group matchday) are over. A sweep reports those that ended
 * while no desk was listening; the first also sums up each big competition's last day that is over,
 * from its table as that day left it. Each match and day is reported once, whoever asks and however
 * often (the article's source key is unique), so every gateway may run it; only the feed's leader does.
 */
export function createNewsDesk(options: {
  db: Db;
  scores: Pick<ScoreReader, 'match' | 'matches' | 'now'>;
  leagues: () => Promise<ReadonlyMap<number, FeedLeague>>;
  /** What roundups are written from; none are without it. */
  facts?: () => Promise<SeasonFacts>;
  log: RealtimeLog;
}) {
  const { db, scores, leagues, facts, log } = options;
  /** Matches reported, or found reported, by now. */
  const done = new Set<number>();
  /** Matches heard of before they were over: one of them ending is news of today, whose day may be over. */
  const heardUnfinished = new Set<number>();
  let queue = Promise.resolve();
  // The feed's clock may not yet have heard the time of the last events it passed on.
  const timeAfter = (matches: readonly MatchState[]) => Math.max(scores.now(), ...matches.flatMap((match) => match.incidents.map((incident) => incident.at)));

  /** A finished match's report as an article, unless the news does not report its competition's matches. */
  async function reportOf(match: MatchState): Promise<Article | undefined> {
    const league = (await leagues()).get(match.league.id);
    if (league === undefined || !reportWorthy(league.kind, match.id)) return undefined;
    const written = writeMatchReport(match, league, lineupNames(match.lineups));
    return reportArticle(written, reportedAt(match, timeAfter([match])), 0);
  }

  /** Whether a match of a season is over: as the live scores have it while they hold it, else as the season does. */
  const overNow = (league: FeedLeague) => (match: FeedSeasonMatch) => isOver(scores.match(league.sport, match.id)?.state ?? { sport: league.sport, state: match.state });

  /** Publishes the competition's roundup of a day's matches, dated `at`; none where there is nothing to sum up. */
  async function publishRoundup(league: FeedLeague, read: SeasonFacts, day: DayNumber, at: number): Promise<void> {
    const roundup = await writeRoundup(league, read, day);
    if (roundup !== undefined) await publishArticles(db, [roundupArticle(roundup, new Date(at), 0)]);
  }

  /**
   * The competition's roundup, once the last of its matches of the day (in Beijing) that `match`
   * was played on is over: its table as that day left it. A cup's, once its group matchday is over.
   */
  async function roundupAfter(match: MatchState): Promise<void> {
    const league = (await leagues()).get(match.league.id);
    if (facts === undefined || league === undefined || !BIG_COMPETITIONS.has(league.shortName)) return;
    const day = beijingDay(match.kickoffAt);
    const ofDay = [...scores.matches(match.sport)].filter((other) => other.league.id === league.id && beijingDay(other.kickoffAt) === day);
    if (!ofDay.every(isOver)) return;
    const read = await facts();
    const season = { ...league, seasonId: match.seasonId };
    if (league.kind === 'cup' && !cupMatchdayOver(await read.fixtures(match.seasonId), match.id, overNow(season))) return;
    await publishRoundup(season, read, day, timeAfter(ofDay));
  }

  /**
   * Each big competition's roundup of its last day that is over, dated about when the day's last
   * match ended: what a desk that was not listening then would have written. Answers whether the
   * competitions could be read.
   */
  async function roundupsSoFar(): Promise<boolean> {
    if (facts === undefined) return true;
    const known = await leagues();
    if (known.size === 0) return false;
    const read = await facts();
    for (const league of known.values()) {
      if (!BIG_COMPETITIONS.has(league.shortName)) continue;
      const fixtures = await read.fixtures(league.seasonId);
      const day = lastRoundupDay(league, fixtures, overNow(league));
      if (day === undefined) continue;
      const lastKickoff = Math.max(...(fixtures?.rounds ?? []).flatMap((round) => round.matches.filter((m) => beijingDay(m.kickoffAt) === day).map((m) => m.kickoffAt)));
      await publishRoundup(league, read, day, reportedAt({ sport: league.sport, kickoffAt: lastKickoff }, scores.now()).getTime());
    }
    return true;
  }

  /** Whether a sweep has summed up the competitions' days so far. */
  let caughtUp = false;

  /** Runs a job behind whatever the desk is doing: one write at a time. */
  function run(job: () => Promise<void>): Promise<void> {
    queue = queue.then(job).catch((error: unknown) => log.error({ err: error }, 'news desk: a job failed'));
    return queue;
  }

  /** Reports the matches; answers how many reports went out. */
  async function reportAll(matches: readonly MatchState[]): Promise<number> {
    try {
      const articles = await Promise.all(matches.map(reportOf));
      return (await publishArticles(db, articles.filter((article) => article !== undefined))).length;
    } catch (error) {
      for (const match of matches) done.delete(match.id);
      log.error({ err: error, matchIds: matches.map((match) => match.id) }, 'writing match reports failed');
      return 0;
    }
  }

  /** Reports the matches of the last {@link REPORT_WINDOW_MS} that finished unreported. */
  async function sweepNow(): Promise<void> {
    // A match not over now is news of its day when it ends, even when the patch that tells the
    // desk so is the first it hears of it (patches of a busy feed merge on their way).
    for (const match of scores.matches()) if (!isOver(match)) heardUnfinished.add(match.id);
    if (!caughtUp) {
      try {
        caughtUp = await roundupsSoFar();
      } catch (error) {
        log.error({ err: error }, 'news desk: summing up the tables so far failed');
      }
    }
    const now = scores.now();
    const candidates = [...scores.matches()].filter((match) => !done.has(match.id) && isFinished(match) && ofDeskWindow(match, now));
    if (candidates.length === 0) return;
    const out = await db
      .select({ key: newsArticles.sourceKey })
      .from(newsArticles)
      .where(inArray(newsArticles.sourceKey, candidates.map((match) => reportKey(match.id))));
    const reported = new Set(out.map((row) => row.key));
    const missing = candidates.filter((match) => !reported.has(reportKey(match.id)));
    for (const match of candidates) done.add(match.id);
    if (missing.length === 0) return;
    const started = performance.now();
    const reports = await reportAll(missing.sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id));
    log.info({ ended: missing.length, reports, ms: Math.round(performance.now() - started) }, 'news desk: reported the matches that ended unreported');
  }

  return {
    /** A patch of the feed: a match that reached full time is reported. */
    onPatch(patch: Patch): void {
      const parsed = parseMatchChannel(patch.channel);
      if (parsed === null || done.has(parsed.matchId)) return;
      const match = scores.match(parsed.sport, parsed.matchId)?.state;
      if (match === undefined) return;
      if (!isFinished(match)) {
        if (isOver(match)) heardUnfinished.delete(match.id);
        else heardUnfinished.add(match.id);
        return;
      }
      done.add(match.id);
      // A match first heard of finished (the feed's first snapshot) is reported, but its day's table has moved on since.
      const endsItsDay = heardUnfinished.delete(match.id);
      void run(async () => {
        await reportAll([match]);
        if (endsItsDay) await roundupAfter(match);
      });
    },

    /** Reports, in turn, the matches of the last {@link REPORT_WINDOW_MS} that finished unreported. */
    sweep(): Promise<void> {
      return run(sweepNow);
    },

    /** Resolves when the reports being written are out. */
    async idle(): Promise<void> {
      let awaited: Promise<void>;
      do {
        awaited = queue;
        await awaited;
      } while (awaited !== queue);
    },
  };
}

export type NewsDesk = ReturnType<typeof createNewsDesk>;
