import { type ListRow, ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beijingDay, beijingMidnight, dateKey, weekdayName } from '../../beijing-time';
import type { MatchCollectStore } from '../../realtime/scores/collects';
import { byKickoff, isOver } from '../../realtime/scores/projection';
import type { ScoreReader } from '../../realtime/scores/score-reader';
import { serveRoute } from '../serve-route';

export type MatchApiRoutesOptions = { scores: ScoreReader; collects: MatchCollectStore };

/** Days before and after today the schedule pages offer: the fixtures window. */
const WINDOW_DAYS = 7;
const HOT_SIZE = 20;

/** The matches of the live-room pages (SPEC §7 "Live-room API", /api/match/…). */
export const matchApiRoutes: FastifyPluginAsyncZod<MatchApiRoutesOptions> = async (app, { scores, collects }) => {
  const rows = (matches: Iterable<Parameters<ScoreReader['row']>[0]>): ListRow[] => [...matches].map((m) => scores.row(m));

  serveRoute(app, routes.api.matchDates, {}, async () => {
    const today = beijingDay(scores.now());
    const dates = [];
    for (let day = today - WINDOW_DAYS; day <= today + WINDOW_DAYS; day += 1) {
      dates.push({ date: dateKey(day), week: weekdayName(day), today: day === today });
    }
    return ok(dates);
  });

  serveRoute(app, routes.api.matchHot, {}, async (request) => {
    return ok({ matches: rows(scores.hot(HOT_SIZE, { day: beijingDay(beijingMidnight(request.query.date).getTime()) })) });
  });

  serveRoute(app, routes.api.matchSchedule, {}, async (request) => {
    return ok({ matches: rows(scores.onDay(beijingDay(beijingMidnight(request.query.date).getTime()))) });
  });

  serveRoute(app, routes.api.matchDataHot, {}, async (request) => {
    return ok({ matches: rows(scores.hot(request.query.size)) });
  });

  serveRoute(app, routes.api.matchNext, {}, async (request) => {
    const collected = new Set(await collects.list(request.query.userId));
    const next = [...scores.matches()].filter((m) => collected.has(m.id) && !isOver(m)).sort(byKickoff)[0];
    return ok(next === undefined ? null : scores.row(next));
  });
};
