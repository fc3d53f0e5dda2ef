import { ok, oddsMarketKey, routes, type FeedSport, type OddsMarketState } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveRoute } from '../serve-route';
import { beijingDay } from '../../beijing-time';
import type { ScoreReader } from '../../realtime/scores/score-reader';
import { leagueCounts, listAnswer, listChannelOf, listRows, requireMatch } from './lists';

export type ScoreRoutesOptions = { scores: ScoreReader };

const HANDICAP_PLAY_TYPE: Record<FeedSport, number> = { football: 2, basketball: 1 };

/** A list call of either sport: the same answer, each sport's own index range. */
type ListEntry = {
  readonly method: 'GET';
  readonly path: string;
  readonly query: (typeof routes.live.footballLive | typeof routes.live.basketballLive)['query'];
  readonly response: typeof routes.live.footballLive.response;
};

/** The score calls of each sport; the lists in their index order. */
const SPORT_ROUTES = {
  football: {
    lists: {
      live: routes.live.footballLive,
      jczq: routes.live.footballJczq,
      bjdc: routes.live.footballBjdc,
      lottery: routes.live.footballLottery,
    },
    match: routes.live.footballMatch,
    handicap: routes.live.footballHandicap,
    liveOdds: routes.live.footballLiveOdds,
    filter: routes.live.footballFilter,
    today: routes.live.footballToday,
    // The calls of football's pages alone.
    country: routes.live.footballCountry,
    hotMatch: routes.live.footballHotMatch,
  },
  basketball: {
    lists: { live: routes.live.basketballLive, jclq: routes.live.basketballJclq },
    match: routes.live.basketballMatch,
    handicap: routes.live.basketballHandicap,
    liveOdds: routes.live.basketballLiveOdds,
    filter: routes.live.basketballFilter,
    today: routes.live.basketballToday,
  },
} as const;

/**
 * The score pages of one sport (SPEC §7 "Live and scores"): /live/football/v1_1/… and
 * /live/basketball/v1_1/…, answered from the channel states.
 */
const sportRoutes =
  (sport: FeedSport): FastifyPluginAsyncZod<ScoreRoutesOptions> =>
  async (app, { scores }) => {
    const entries = SPORT_ROUTES[sport];
    const names = Object.keys(entries.lists);

    const lists: Record<string, ListEntry> = entries.lists;
    for (const [name, entry] of Object.entries(lists)) {
      serveRoute(app, entry, {}, async (request) => {
        const channel = listChannelOf(sport, name, request.query);
        return ok(listAnswer(scores, channel, request.query.issueNum));
      });
    }

    serveRoute(app, entries.match, {}, async (request) => {
      const read = requireMatch(scores, sport, request.query.matchId);
      return ok({ channel: read.channel, seq: read.seq, match: read.state });
    });

    serveRoute(app, entries.handicap, {}, async (request) => {
      const { matchId } = request.query;
      requireMatch(scores, sport, matchId);
      const markets = Object.values(scores.odds(sport, matchId)?.state.markets ?? {})
        .filter((market) => market.playType === HANDICAP_PLAY_TYPE[sport])
        .sort((a, b) => a.bookmakerId - b.bookmakerId);
      return ok({ matchId, markets });
    });

    serveRoute(app, entries.liveOdds, {}, async (request) => {
      const { matchId } = request.query;
      const match = requireMatch(scores, sport, matchId).state;
      const lottery: OddsMarketState | null = scores.odds(sport, matchId)?.state.markets[oddsMarketKey(0, 4)] ?? null;
      return ok({ matchId, odds: match.odds, lottery });
    });

    serveRoute(app, entries.filter, {}, async (request) => {
      const name = names[request.query.index ?? 0] ?? 'live';
      const channel = listChannelOf(sport, name, request.query);
      return ok({ leagues: leagueCounts(listRows(scores, channel, request.query.issueNum)) });
    });

    serveRoute(app, entries.today, {}, async () => {
      const today = beijingDay(scores.now());
      return ok({ matches: scores.onDay(today, sport).map((match) => scores.row(match)) });
    });

    if (!('country' in entries)) return;

    serveRoute(app, entries.country, {}, async (request) => {
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

    serveRoute(app, entries.hotMatch, {}, async (request) => {
      const hot = scores.hot(request.query.size, { sport });
      return ok({ matches: hot.map((match) => scores.row(match)) });
    });
  };

export const footballScoreRoutes = sportRoutes('football');
export const basketballScoreRoutes = sportRoutes('basketball');
