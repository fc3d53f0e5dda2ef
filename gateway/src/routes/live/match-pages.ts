import {
  MATCH_NOT_FOUND_MESSAGE,
  ok,
  ResultCode,
  routes,
  TEAM_LOGO_NOT_FOUND_MESSAGE,
  type MatchAnalysisResponse,
  type MatchState,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';
import { byKickoff, isFinished, isInPlay } from '../../realtime/projection';
import type { ScoreReader } from '../../realtime/score-reader';
import type { UpstreamImage } from '../../realtime/upstream';
import { footballModel, openingEurope } from '../../realtime/win-model';
import { beijingDay } from '../../beijing-time';
import { requireMatch } from './lists';

export type MatchPageRoutesOptions = {
  scores: ScoreReader;
  /** A team's badge from the upstream; absent when the gateway has no upstream. */
  teamLogo?: (teamId: number) => Promise<UpstreamImage | undefined>;
};

const RECENT = 10;

function finished(match: MatchState) {
  const { id, kickoffAt, league, home, away, homeScore, awayScore, halfScore } = match;
  return { id, kickoffAt, league, home, away, homeScore, awayScore, halfScore };
}

function form(teamId: number, matches: readonly MatchState[]): string {
  return matches
    .slice(-5)
    .map((m) => {
      const [mine, theirs] = m.home.id === teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
      return mine > theirs ? 'W' : mine === theirs ? 'D' : 'L';
    })
    .join('');
}

/** Match pages, odds, the TV list, lottery issues and team badges (SPEC §7 "Live and scores"). */
export const matchPageRoutes: FastifyPluginAsyncZod<MatchPageRoutesOptions> = async (app, { scores, teamLogo }) => {
  serveRoute(app, routes.live.footballMatchLive, {}, async (request) => {
    const read = requireMatch(scores, 'football', request.params.id);
    return ok({ channel: read.channel, seq: read.seq, match: read.state });
  });

  serveRoute(app, routes.live.footballMatchAnalysis, {}, async (request) => {
    const match = requireMatch(scores, 'football', request.params.id).state;
    const done = [...scores.matches('football')].filter((m) => isFinished(m) && m.id !== match.id).sort(byKickoff);
    const plays = (teamId: number) => done.filter((m) => m.home.id === teamId || m.away.id === teamId);
    const teams = new Set([match.home.id, match.away.id]);
    const headToHead = done.filter((m) => teams.has(m.home.id) && teams.has(m.away.id));
    const homeRecent = plays(match.home.id).slice(-RECENT);
    const awayRecent = plays(match.away.id).slice(-RECENT);
    const answer: MatchAnalysisResponse = {
      matchId: match.id,
      headToHead: headToHead.map(finished).reverse(),
      homeRecent: homeRecent.map(finished).reverse(),
      awayRecent: awayRecent.map(finished).reverse(),
      homeForm: form(match.home.id, homeRecent),
      awayForm: form(match.away.id, awayRecent),
    };
    return ok(answer);
  });

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
