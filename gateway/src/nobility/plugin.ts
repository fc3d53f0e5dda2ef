import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { createNobilityReader, type NobilityReader } from './reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who holds which noble tier; the chat and the wallet read it. */
    nobility: NobilityReader;
  }
}

export type NobilityPluginOptions = { db: Db; clock?: Clock | undefined };

export const nobilityPlugin = fp<NobilityPluginOptions>(
  async (app, { db, clock }) => {
    app.decorate('nobility', createNobilityReader(db, clock ?? systemClock, app.ephemeral));
  },
  { name: 'nobility', dependencies: ['ephemeral'] },
);
