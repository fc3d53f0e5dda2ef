import fp from 'fastify-plugin';
import { SeasonData } from './season-data';
import { StandingsChannels } from './standings-channels';

/** The data base: seasons, tables, teams and players from the upstream, and the tables' channels. */
export type Database = { seasons: SeasonData };

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp(
  async (app) => {
    const hub = app.realtime.hub;
    const seasons = new SeasonData(hub?.upstream);
    app.decorate('database', { seasons });
    const sockets = app.realtimeSockets;
    if (hub !== undefined && sockets !== undefined) {
      const channels = new StandingsChannels(seasons);
      sockets.addChannels(channels);
      const stop = channels.follow(hub.store);
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'database', dependencies: ['realtime'] },
);
