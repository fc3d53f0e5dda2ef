import fp from 'fastify-plugin';
import { userRoom } from '../chat/chat-sockets';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { createExpertDesk, type ExpertDesk } from './applications';
import { matchFeedFromScores, type MatchFeed } from './match-feed';
import { createPlanBook, type PlanBook } from './plans';
import { createPlanSettler, type PlanSettler } from './settler';

/** Experts: their applications, their plans, and the settling of those plans from the feed. */
export type Experts = {
  desk: ExpertDesk;
  plans: PlanBook;
  settler: PlanSettler;
  /** The matches plans are made on and settled from. */
  feed: MatchFeed;
  /**
   * Runs `task` once the feed has first been read, before the first sweep (the demo's experts get
   * their history there, which that sweep settles). Tasks are added while the app is built.
   */
  prepare(task: () => Promise<void>): void;
  /** Resolves once the tasks have run and the first sweep has (at once without a feed). */
  ready: Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    experts: Experts;
  }
}

export type ExpertsPluginOptions = {
  db: Db;
  clock?: Clock | undefined;
  /** The live matches; by default the realtime feature's scores. */
  feed?: MatchFeed | undefined;
};

/** Every pending plan's matches are read again this often, behind the patches that settle them at once. */
const SWEEP_MS = 20_000;

export const expertsPlugin = fp<ExpertsPluginOptions>(
  async (app, options) => {
    const { db } = options;
    const clock = options.clock ?? systemClock;
    const hub = app.realtime.hub;
    const feed = options.feed ?? matchFeedFromScores(app.realtime.scores, hub === undefined ? undefined : () => app.database.seasons.leagues());
    const plans = createPlanBook(db, feed);
    app.wallet.records.nameReferences('plan', plans.titles);
    const settler = createPlanSettler({
      db,
      feed,
      plans,
      clock,
      log: app.log,
      notify: (userIds, notice) => {
        if (userIds.length > 0) app.realtimeSockets?.io.to([...new Set(userIds)].map(userRoom)).emit('plan.settled', notice);
      },
    });
    const preparations: Array<() => Promise<void>> = [];
    let ready = Promise.resolve();
    if (hub !== undefined) {
      const stop = hub.store.onPatch((patch) => settler.onPatch(patch));
      let closed = false;
      let opened!: () => void;
      const built = new Promise<void>((resolve) => (opened = resolve));
      // Once every plugin had its say: a task added while the app is built is never missed.
      app.addHook('onReady', async () => opened());
      ready = Promise.all([built, hub.whenReady()]).then(async () => {
        if (closed) return;
        try {
          for (const task of preparations) await task();
          await settler.sweep();
        } catch (error) {
          app.log.error({ err: error }, 'experts: the first sweep failed');
        }
      });
      const sweep = setInterval(() => {
        settler.sweep().catch((error: unknown) => app.log.error({ err: error }, 'experts: a sweep failed'));
      }, SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => {
        closed = true;
        clearInterval(sweep);
        stop();
        await settler.idle();
      });
    }
    app.decorate('experts', {
      desk: createExpertDesk(db, clock),
      plans,
      settler,
      feed,
      prepare: (task: () => Promise<void>) => void preparations.push(task),
      ready,
    });
  },
  { name: 'experts', dependencies: ['accounts', 'realtime', 'database', 'chat', 'wallet'] },
);
