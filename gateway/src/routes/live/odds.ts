import {
  MATCH_NOT_FOUND_MESSAGE,
  ok,
  ResultCode,
  routes,
  type FeedOddsHistoryResponse,
  type FeedSport,
  type OddsDetailMatch,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { beijingDay } from '../../beijing-time';
import type { ScoreReader } from '../../realtime/scores/score-reader';
import { UpstreamError } from '../../realtime/upstream/client';
import { serveRoute } from '../serve-route';
import { requireMatch } from './lists';

export type OddsRoutesOptions = {
  scores: ScoreReader;
  /** The upstream's price history of a match; absent when the gateway has no upstream. */
  oddsHistory?: (matchId: number) => Promise<FeedOddsHistoryResponse>;
};

/** The company an odds-detail page shows when none is asked for: the headline bookmaker of the lists. */
const DEFAULT_COMPANY = 1;

function companiesOf(text: string | undefined): Set<number> {
  return new Set(text === undefined ? [DEFAULT_COMPANY] : text.split(',').map(Number));
}

function requireOdds(scores: ScoreReader, sport: FeedSport, matchId: number) {
  const read = scores.odds(sport, matchId);
  if (read === undefined) throw new AppError(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
  return read;
}

/** The odds pages: a match's price history, the day's odds by company, the basketball 指数 calls. */
export const oddsRoutes: FastifyPluginAsyncZod<OddsRoutesOptions> = async (app, { scores, oddsHistory }) => {
  serveRoute(app, routes.live.oddsHistory, {}, async (request) => {
    const { sport, matchId } = request.params;
    requireOdds(scores, sport, matchId);
    if (oddsHistory === undefined) return ok({ matchId, sport, tracks: [] });
    try {
      const history = await oddsHistory(matchId);
      return ok({ matchId, sport, tracks: history.tracks });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw new AppError(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
      throw error;
    }
  });

  const detail = (sport: FeedSport) => async (request: { query: { companies?: string | undefined } }) => {
    const companies = companiesOf(request.query.companies);
    const quoting = new Map<number, string>();
    const matches: OddsDetailMatch[] = scores.onDay(beijingDay(scores.now()), sport).map((match) => {
      const markets = Object.values(scores.odds(sport, match.id)?.state.markets ?? {});
      for (const market of markets) if (market.bookmakerId > 0) quoting.set(market.bookmakerId, market.bookmakerName);
      return {
        row: scores.row(match),
        markets: markets
          .filter((market) => companies.has(market.bookmakerId))
          .sort((a, b) => a.bookmakerId - b.bookmakerId || a.playType - b.playType),
      };
    });
    const bookmakers = [...quoting].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
    return ok({ sport, bookmakers, matches });
  };
  serveRoute(app, routes.live.footballOddsDetail, {}, detail('football'));
  serveRoute(app, routes.live.basketballOddsDetail, {}, detail('basketball'));

  serveRoute(app, routes.live.basketMatch, {}, async (request) => {
    const read = requireMatch(scores, 'basketball', request.query.matchId);
    return ok({ channel: read.channel, seq: read.seq, match: read.state });
  });

  serveRoute(app, routes.live.basketZhi, {}, async (request) => {
    const read = requireOdds(scores, 'basketball', request.query.matchId);
    return ok({ channel: read.channel, seq: read.seq, odds: read.state });
  });
};
