import {
  MATCH_NOT_FOUND_MESSAGE,
  ok,
  ResultCode,
  routes,
  TEAM_LOGO_NOT_FOUND_MESSAGE,
  type FeedSport,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';
import { byKickoff, isFinished, isInPlay } from '../../realtime/scores/projection';
import type { SeasonData } from '../../database/season-data';
import type { ScoreReader } from '../../realtime/scores/score-reader';
import type { UpstreamImage } from '../../realtime/upstream/client';
import { footballModel, openingEurope } from '../../realtime/scores/win-model';
import { beijingDay } from '../../beijing-time';
import { requireMatch } from './lists';

export type MatchPageRoutesOptions = {
  scores: ScoreReader;
  /** The season results analyses are computed from. */
  seasons: SeasonData;
  /** A team's badge from the upstream; absent when the gateway has no upstream. */
  teamLogo?: (teamId: number) => Promise<UpstreamImage | undefined>;
};

/** Match pages, odds, the TV list, lottery issues and team badges (SPEC §7 "Live and scores"). */
export const matchPageRoutes: FastifyPluginAsyncZod<MatchPageRoutesOptions> = async (app, { scores, seasons, teamLogo }) => {
  serveRoute(app, routes.live.footballMatchLive, {}, async (request) => {
    const read = requireMatch(scores, 'football', request.params.id);
    return ok({ channel: read.channel, seq: read.seq, match: read.state });
  });

  const held = (id: number) => scores.anyMatch(id)?.state;
  // A match the scores hold is analysed from its state; any other match of a season from the season's answer.
  const analysis = async (sport: FeedSport, id: number) => {
    const match = scores.match(sport, id)?.state;
    return ok(await (match === undefined ? seasons.seasonAnalysis(sport, id, held) : seasons.analysis(match, held)));
  };
  serveRoute(app, routes.live.footballMatchAnalysis, {}, (request) => analysis('football', request.params.id));
  serveRoute(app, routes.live.basketballMatchAnalysis, {}, (request) => analysis('basketball', request.params.id));

  serveRoute(app, routes.live.footballModel, {}, async () => {
    const today = scores.onDay(beijingDay(scores.now()), 'football');
    const finished = [...scores.matches('football')].filter(isFinished);
    const opening = (matchId: number) => openingEurope(scores.odds('football', matchId)?.state);
    return ok(footballModel(today, finished, opening, (match) => scores.row(match)));
  });

  serveRoute(app, routes.live.odds, {}, async (request) => {
    const { sport, matchId } = request.params;
    const read = scores.odds(sport, matchId);
    if (read === undefined) throw new AppError(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
    return ok({ channel: read.channel, seq: read.seq, odds: read.state });
  });

  serveRoute(app, routes.live.tvMatchList, {}, async () => {
    const playing = [...scores.matches()].filter(isInPlay).sort(byKickoff);
    return ok({ matches: playing.map((match) => scores.row(match)) });
  });

  serveRoute(app, routes.live.issue, {}, async (request) => {
    const { lotteryCode } = request.query;
    return ok({ lotteryCode, ...scores.issues(lotteryCode) });
  });

  serveRoute(app, routes.live.teamLogo, {}, async (request, reply) => {
    const image = await teamLogo?.(request.params.id);
    if (image === undefined) throw new AppError(ResultCode.NOT_FOUND, TEAM_LOGO_NOT_FOUND_MESSAGE);
    return reply.header('content-type', image.contentType).header('cache-control', 'public, max-age=86400').send(image.body);
  });
};
