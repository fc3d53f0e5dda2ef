import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SeasonData } from '../../database/season-data';
import type { ScoreReader } from '../../realtime/scores/score-reader';
import { serveRoute } from '../serve-route';

export type DatabaseRoutesOptions = { seasons: SeasonData; scores: ScoreReader };

/** The data base (数据): leagues, season tables, fixtures, leaders, team and player pages. */
export const databaseRoutes: FastifyPluginAsyncZod<DatabaseRoutesOptions> = async (app, { seasons, scores }) => {
  serveRoute(app, routes.live.database, {}, async (request) => ok(await seasons.home(request.query.sport)));
  serveRoute(app, routes.live.basketDb, {}, async () => ok(await seasons.home('basketball')));
  serveRoute(app, routes.live.dataTeamNav, {}, async (request) => ok(await seasons.teamNav(request.query.sport)));
  serveRoute(app, routes.live.dataRanks, {}, async (request) =>
    ok(await seasons.ranks(request.query.sport, request.query.before, request.query.seasonId)),
  );
  serveRoute(app, routes.live.seasonStandings, {}, async (request) =>
    ok(await seasons.standings(request.params.seasonId, request.query.view)),
  );
  serveRoute(app, routes.live.seasonFixtures, {}, async (request) => ok(await seasons.fixtures(request.params.seasonId)));
  serveRoute(app, routes.live.seasonMatch, {}, async (request) => ok(await seasons.matchPage(request.params.id)));
  serveRoute(app, routes.live.seasonPlayers, {}, async (request) => ok(await seasons.players(request.params.seasonId)));
  serveRoute(app, routes.live.seasonTeams, {}, async (request) => ok(await seasons.teamTotals(request.params.seasonId)));
  serveRoute(app, routes.live.dataSearch, {}, async (request) => ok(await seasons.search(request.query.word, scores.matches(), scores.now())));
  serveRoute(app, routes.live.footballTeamStats, {}, async (request) =>
    ok(await seasons.teamPage('football', request.params.id, request.query.seasonId)),
  );
  serveRoute(app, routes.live.basketballTeamStats, {}, async (request) =>
    ok(await seasons.teamPage('basketball', request.params.id, request.query.seasonId)),
  );
  serveRoute(app, routes.live.footballPlayerStats, {}, async (request) =>
    ok(await seasons.playerPage('football', request.params.id, request.query.seasonId)),
  );
  serveRoute(app, routes.live.basketRank, {}, async (request) =>
    ok(await seasons.standings(request.query.seasonId, request.query.view, 'basketball')),
  );
  serveRoute(app, routes.live.basketTeam, {}, async (request) => ok(await seasons.teamPage('basketball', request.query.id, request.query.seasonId)));
  serveRoute(app, routes.live.basketPlayer, {}, async (request) =>
    ok(await seasons.playerPage('basketball', request.query.id, request.query.seasonId)),
  );
  serveRoute(app, routes.live.basketballPlayerStats, {}, async (request) =>
    ok(await seasons.playerPage('basketball', request.params.id, request.query.seasonId)),
  );
};
