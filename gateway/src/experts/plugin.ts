import fp from 'fastify-plugin';
import { userRoom } from '../chat/chat-sockets';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { type Interval, unrefInterval } from '../http/request-log';
import { createExpertDesk, type ExpertDesk } from './applications';
import { demoFanBuys, seedExpertHistory, topUpDemoPlans } from './demo-history';
import { matchFeedFromScores, type MatchFeed } from './match-feed';
import { createPlanBook, type PlanBook } from './plans';
import { createPlanSettler, type PlanSettler } from './settler';

/** Experts: their applications, their plans, and the settling of those plans from the feed. */
export type Experts = {
  desk: ExpertDesk;
  plans: PlanBook;
  settler: PlanSettler;
  /** Resolves once the demo history is in and the first sweep has run (at once without a feed). */
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
  /**
   * Whether the demo experts get a history on the feed's matches when there is no plan yet, and
   * keep plans on sale after it (one more every {@link DEMO_PLAN_MS}, when the demo fans may buy
   * one too). Default true.
   */
  demoHistory?: boolean | undefined;
  /** What times the demo experts' new plans; a real unref'd timer by default. */
  demoPlanInterval?: Interval | undefined;
};

/** How often a demo expert short of plans on sale publishes one (on the gateway that leads the feed). */
export const DEMO_PLAN_MS = 60_000;

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
    let ready = Promise.resolve();
    if (hub !== undefined) {
      const stop = hub.store.onPatch((patch) => settler.onPatch(patch));
      let closed = false;
      // Plans on sale are topped up only after the history: a plan before it would stop the history.
      let historyIn = false;
      ready = hub.whenReady().then(async () => {
        if (closed) return;
        try {
          if (options.demoHistory ?? true) {
            if (hub.isLeader) await seedExpertHistory(db, feed, plans, app.log);
            historyIn = true;
          }
          await settler.sweep();
        } catch (error) {
          app.log.error({ err: error }, 'experts: the first sweep failed');
        }
      });
      const sweep = setInterval(() => {
        settler.sweep().catch((error: unknown) => app.log.error({ err: error }, 'experts: a sweep failed'));
      }, SWEEP_MS);
      sweep.unref();
      const stopDemoPlans = (options.demoPlanInterval ?? unrefInterval)(DEMO_PLAN_MS, () => {
        if (!historyIn || !hub.isLeader || closed) return;
        topUpDemoPlans(db, feed, plans)
          .then(() => demoFanBuys(db, feed, plans, { recharges: app.wallet.recharges, sandbox: app.paymentSandbox }, Math.random))
          .catch((error: unknown) => app.log.error({ err: error }, 'experts: a demo plan or purchase failed'));
      });
      app.addHook('onClose', async () => {
        closed = true;
        clearInterval(sweep);
        stopDemoPlans();
        stop();
        await settler.idle();
      });
    }
    app.decorate('experts', { desk: createExpertDesk(db, clock), plans, settler, ready });
  },
  { name: 'experts', dependencies: ['accounts', 'realtime', 'database', 'chat', 'wallet'] },
);
