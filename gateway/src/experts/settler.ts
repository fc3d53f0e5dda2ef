import { matchTypeOf, parseMatchChannel, PLAN_RESULT, type MatchState, type MatchType, type Patch, type PlanResult, type PlanSettledNotice } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { expertPlanLegs, expertPlans } from '../db/schema';
import type { RealtimeLog } from '../realtime/channels/log';
import type { MatchFeed } from './match-feed';
import type { PlanBook } from './plans';
import { matchEnd, planResultOf, settleLeg } from './settlement';

/** Who hears of a settled plan: its buyers and its expert (over their sockets). */
export type SettledNotifier = (userIds: readonly number[], notice: PlanSettledNotice) => void;

const asResult = (value: number) => value as PlanResult;

/**
 * Settles plans from the feed: when a match of a pending plan reaches full time its legs settle
 * from the final score and the recorded line, and the plan once all its legs have; a postponed,
 * abandoned or cancelled match refunds its plans' buyers. Each step happens once however often
 * it is asked (conditional updates, ledger request keys), so every gateway may run it.
 */
export function createPlanSettler(options: { db: Db; feed: MatchFeed; plans: PlanBook; clock: Clock; log: RealtimeLog; notify: SettledNotifier }) {
  const { db, feed, plans, clock, log, notify } = options;
  /** The matches pending plans wait on. */
  let watched = new Set<number>();
  const running = new Map<number, Promise<void>>();
  const listeners = new Set<(notice: PlanSettledNotice) => void>();

  const announce = async (planId: number, expertId: number, code: string, title: string, result: PlanResult) => {
    const notice: PlanSettledNotice = { planId, code, title, result };
    notify([expertId, ...(await plans.buyersOf(planId))], notice);
    for (const listener of listeners) listener(notice);
  };

  async function refundPlan(plan: typeof expertPlans.$inferSelect): Promise<void> {
    await plans.refundBuyers(plan.id);
    const [done] = await db
      .update(expertPlans)
      .set({ result: PLAN_RESULT.REFUNDED, settledAt: new Date(clock.now()) })
      .where(and(eq(expertPlans.id, plan.id), eq(expertPlans.result, PLAN_RESULT.PENDING)))
      .returning();
    if (done) await announce(done.id, done.expertId, done.code, done.title, PLAN_RESULT.REFUNDED);
  }

  async function settleOn(match: MatchState): Promise<void> {
    const matchType = matchTypeOf(match.sport);
    const end = matchEnd(matchType, match.state);
    if (end === undefined) return;
    const legs = await db
      .select({ leg: expertPlanLegs, plan: expertPlans })
      .from(expertPlanLegs)
      .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
      .where(and(eq(expertPlanLegs.matchId, match.id), eq(expertPlans.result, PLAN_RESULT.PENDING)));
    for (const { leg, plan } of legs) {
      if (end === 'void') {
        await refundPlan(plan);
        continue;
      }
      const result =
        leg.result === PLAN_RESULT.PENDING
          ? settleLeg({ matchType, playType: plan.playType, side: leg.side as never, line: leg.line }, { home: match.homeScore, away: match.awayScore })
          : asResult(leg.result);
      const settled = await db.transaction(async (tx) => {
        await tx
          .update(expertPlanLegs)
          .set({ result, homeScore: match.homeScore, awayScore: match.awayScore })
          .where(and(eq(expertPlanLegs.planId, plan.id), eq(expertPlanLegs.matchId, match.id), eq(expertPlanLegs.result, PLAN_RESULT.PENDING)));
        const all = await tx.select({ result: expertPlanLegs.result }).from(expertPlanLegs).where(eq(expertPlanLegs.planId, plan.id));
        if (all.some((other) => other.result === PLAN_RESULT.PENDING)) return undefined;
        const [done] = await tx
          .update(expertPlans)
          .set({ result: planResultOf(all.map((other) => asResult(other.result))), settledAt: new Date(clock.now()) })
          .where(and(eq(expertPlans.id, plan.id), eq(expertPlans.result, PLAN_RESULT.PENDING)))
          .returning();
        return done;
      });
      if (settled) await announce(settled.id, settled.expertId, settled.code, settled.title, asResult(settled.result));
    }
  }

  /** Settles what a match's state now calls for, one run per match at a time. */
  function check(matchType: MatchType, matchId: number): Promise<void> {
    const match = feed.match(matchType, matchId);
    if (match === undefined || matchEnd(matchType, match.state) === undefined) return Promise.resolve();
    const before = running.get(matchId) ?? Promise.resolve();
    const next = before
      .then(() => settleOn(feed.match(matchType, matchId) ?? match))
      .catch((error: unknown) => log.error({ err: error, matchId }, 'settling plans failed'))
      .finally(() => {
        if (running.get(matchId) === next) running.delete(matchId);
      });
    running.set(matchId, next);
    return next;
  }

  return {
    /** A patch of the feed: a watched match that changed may have ended. */
    onPatch(patch: Patch): void {
      const parsed = parseMatchChannel(patch.channel);
      if (parsed !== null && watched.has(parsed.matchId)) void check(matchTypeOf(parsed.sport), parsed.matchId);
    },

    /** A new plan's matches are watched from now on. */
    watch(matchIds: readonly number[]): void {
      for (const id of matchIds) watched.add(id);
    },

    /** Reads every pending plan's matches from the database and settles those that ended. */
    async sweep(): Promise<void> {
      const rows = await db
        .selectDistinct({ matchId: expertPlanLegs.matchId, matchType: expertPlans.matchType })
        .from(expertPlanLegs)
        .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
        .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), inArray(expertPlanLegs.result, [PLAN_RESULT.PENDING])));
      watched = new Set(rows.map((row) => row.matchId));
      await Promise.all(rows.map((row) => check(row.matchType, row.matchId)));
    },

    /** Every settled plan from now on; answers the unsubscribe. */
    onSettled(listener: (notice: PlanSettledNotice) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Resolves when the settling runs under way have finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}

export type PlanSettler = ReturnType<typeof createPlanSettler>;
