import { type FeedSport, ResultCode } from '@portal/contracts';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { createBannerRepository } from './banners';
import { createHotSearchRepository } from './hot-searches';
import { createLiveNavRepository } from './live-navs';
import { createNewsRepository } from './news';
import { createNewsExtras } from './news-extras';
import { createNewsDesk, type NewsDesk, ofDeskWindow } from './news-desk';
import { createOlderReports } from './older-reports';

export function createContent(
  db: Db,
  clock: Clock = systemClock,
  sportOfMatch?: (matchId: number) => Promise<FeedSport | undefined>,
  reportOlder?: (matchId: number) => Promise<void>,
) {
  return {
    banners: createBannerRepository(db),
    hotSearches: createHotSearchRepository(db, clock),
    liveNavs: createLiveNavRepository(db),
    news: createNewsRepository(db),
    newsExtras: createNewsExtras(db, clock, sportOfMatch),
    /** Writes the report of a match the news desk did not report, when its news is asked for; absent without the data base. */
    reportOlder,
  };
}

export type Content = ReturnType<typeof createContent>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Banners, news, live navs and hot searches. */
    content: Content;
    /** Match reports as matches end; present with a realtime hub. */
    newsDesk?: NewsDesk;
  }
}

/** The news desk looks for matches that ended unreported this often, behind the patches that report them at once. */
const DESK_SWEEP_MS = 60_000;

export const contentPlugin = fp<{ db: Db; clock?: Clock | undefined; desk: boolean }>(
  async (app, { db, clock, desk: deskOn }) => {
    // A match the live scores hold, else one of a season: either has a page. What the seasons say of
    // a match is kept: a season's match keeps its page, and one they do not have (a friendly the
    // scores let go) never gains one. A failed read is not kept.
    const seasonSports = new Map<number, FeedSport | null>();
    const sportOfMatch = async (matchId: number) => {
      const held = app.realtime.scores.anyMatch(matchId)?.state.sport;
      if (held !== undefined) return held;
      const known = seasonSports.get(matchId);
      if (known !== undefined) return known ?? undefined;
      try {
        const sport = (await app.database.seasons.matchPage(matchId)).league.sport;
        seasonSports.set(matchId, sport);
        return sport;
      } catch (error) {
        if (error instanceof AppError && error.code === ResultCode.NOT_FOUND) seasonSports.set(matchId, null);
        return undefined;
      }
    };
    const reportOlder = createOlderReports({
      db,
      clock: clock ?? systemClock,
      deskReports: (matchId) => {
        const held = app.realtime.scores.anyMatch(matchId)?.state;
        return held !== undefined && ofDeskWindow(held, app.realtime.scores.now());
      },
      matchPage: (matchId) => app.database.seasons.matchPage(matchId),
      fixtures: (seasonId) => app.database.seasons.fixtures(seasonId),
      leagues: () => app.database.seasons.leagues(),
      log: app.log,
    });
    app.decorate('content', createContent(db, clock, sportOfMatch, reportOlder));
    const hub = app.realtime.hub;
    if (hub === undefined || !deskOn) return;
    const desk = createNewsDesk({
      db,
      scores: app.realtime.scores,
      leagues: () => app.database.seasons.leagues(),
      facts: () => app.database.seasons.roundupFacts(),
      log: app.log,
    });
    const sweep = () => {
      if (hub.isLeader) void desk.sweep();
    };
    const stop = hub.store.onPatch((patch) => {
      if (hub.isLeader) desk.onPatch(patch);
    });
    let closed = false;
    void hub.whenReady().then(() => {
      if (!closed) sweep();
    });
    const timer = setInterval(sweep, DESK_SWEEP_MS);
    timer.unref();
    app.decorate('newsDesk', desk);
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      stop();
      await desk.idle();
    });
  },
  { name: 'content', dependencies: ['realtime', 'database'] },
);
