import {
  basketballListQuerySchema,
  footballListQuerySchema,
  matchIdQuerySchema,
  ok,
  oddsMarketKey,
  type FeedSport,
  type OddsMarketState,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getQuery } from '../../http/query';
import { beijingDay } from '../../beijing-time';
import type { ScoreReader } from '../../realtime/score-reader';
import { BASKETBALL_LIST_BY_INDEX, leagueCounts, listAnswer, listChannelOf, listRows, requireMatch } from './lists';

export type ScoreRoutesOptions = { scores: ScoreReader };

const HANDICAP_PLAY_TYPE: Record<FeedSport, number> = { football: 2, basketball: 1 };
const hotQuery = getQuery({ size: z.coerce.number().int().min(1).max(50).default(10) });

/**
 * The score pages of one sport (SPEC §7 "Live and scores"): /live/football/v1_1/… and
 * /live/basketball/v1_1/…, answered from the channel states.
 */
const sportRoutes =
  (sport: FeedSport): FastifyPluginAsyncZod<ScoreRoutesOptions> =>
  async (app, { scores }) => {
    const base = `/live/${sport}/v1_1`;
    const names = sport === 'football' ? (['live', 'jczq', 'bjdc', 'lottery'] as const) : BASKETBALL_LIST_BY_INDEX;
    const listQuery = getQuery((sport === 'football' ? footballListQuerySchema : basketballListQuerySchema).shape);

    for (const name of names) {
      app.get(`${base}/${name}`, { schema: { querystring: listQuery } }, async (request) => {
        const channel = listChannelOf(sport, name, request.query);
        return ok(listAnswer(scores, channel, request.query.issueNum));
      });
    }

    app.get(`${base}/match`, { schema: { querystring: getQuery(matchIdQuerySchema.shape) } }, async (request) => {
      const read = requireMatch(scores, sport, request.query.matchId);
      return ok({ channel: read.channel, seq: read.seq, match: read.state });
    });

    app.get(`${base}/handicap`, { schema: { querystring: getQuery(matchIdQuerySchema.shape) } }, async (request) => {
      const { matchId } = request.query;
      requireMatch(scores, sport, matchId);
      const markets = Object.values(scores.odds(sport, matchId)?.state.markets ?? {})
        .filter((market) => market.playType === HANDICAP_PLAY_TYPE[sport])
        .sort((a, b) => a.bookmakerId - b.bookmakerId);
      return ok({ matchId, markets });
    });

    app.get(`${base}/live-odds`, { schema: { querystring: getQuery(matchIdQuerySchema.shape) } }, async (request) => {
      const { matchId } = request.query;
      const match = requireMatch(scores, sport, matchId).state;
      const lottery: OddsMarketState | null = scores.odds(sport, matchId)?.state.markets[oddsMarketKey(0, 4)] ?? null;
      return ok({ matchId, odds: match.odds, lottery });
    });

    app.get(`${base}/filter`, { schema: { querystring: listQuery } }, async (request) => {
      const name = names[request.query.index ?? 0] ?? 'live';
      const channel = listChannelOf(sport, name, request.query);
      return ok({ leagues: leagueCounts(listRows(scores, channel, request.query.issueNum)) });
    });

    app.get(`${base}/today`, { schema: { querystring: getQuery({}) } }, async () => {
      const today = beijingDay(scores.now());
      return ok({ matches: scores.onDay(today, sport).map((match) => scores.row(match)) });
    });

    if (sport !== 'football') return;

    app.get(`${base}/country`, { schema: { querystring: listQuery } }, async (request) => {
      const name = names[request.query.index ?? 0] ?? 'live';
      const rows = listRows(scores, listChannelOf(sport, name, request.query), request.query.issueNum);
      const byCountry = new Map<string, typeof rows>();
      for (const row of rows) {
        const country = row.league.country || '其他';
        byCountry.set(country, [...(byCountry.get(country) ?? []), row]);
      }
      const countries = [...byCountry.entries()]
        .map(([country, countryRows]) => ({ country, leagues: leagueCounts(countryRows) }))
        .sort((a, b) => b.leagues.length - a.leagues.length || a.country.localeCompare(b.country, 'zh'));
      return ok({ countries });
    });

    app.get(`${base}/hotMatch`, { schema: { querystring: hotQuery } }, async (request) => {
      const hot = scores.hot(request.query.size, { sport });
      return ok({ matches: hot.map((match) => scores.row(match)) });
    });
  };

export const footballScoreRoutes = sportRoutes('football');
export const basketballScoreRoutes = sportRoutes('basketball');
