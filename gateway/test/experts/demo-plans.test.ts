import { type PickSide, PLAN_RESULT, type TippedLeagues, type TippedMatch } from '@portal/contracts';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertPlanLegs, expertPlans, experts, users } from '../../src/db/schema';
import { DEMO_EXPERTS } from '../../src/demo/seed-experts';
import { OPEN_PLANS, topUpDemoPlans } from '../../src/experts/demo-history';
import { matchFeedFromScores, openForPlans, priceOf } from '../../src/experts/match-feed';
import { DEMO_PLAN_MS } from '../../src/experts/plugin';
import { approvedExpert, startWorld, type World } from './support';

let world: World;
/** The gateway's own demo timer, held still: the test makes each new plan itself. */
let timed: { ms: number; stopped: boolean } | undefined;

beforeAll(async () => {
  world = await startWorld(23, {
    demoPlanInterval: (ms) => {
      const timer = { ms, stopped: false };
      timed = timer;
      return () => {
        timer.stopped = true;
      };
    },
  });
}, 120_000);

afterAll(async () => {
  await world?.close();
});

/** Each expert's plans still on sale (pending, closing after the feed's now), by expert. */
async function onSale(now: number) {
  const rows = await world.database.db
    .select({ expertId: expertPlans.expertId, planId: expertPlans.id, closesAt: expertPlans.closesAt })
    .from(expertPlans)
    .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, new Date(now))))
    .orderBy(asc(expertPlans.id));
  const by = new Map<number, number[]>();
  for (const row of rows) by.set(row.expertId, [...(by.get(row.expertId) ?? []), row.planId]);
  return by;
}

describe('the demo experts keep plans on sale', () => {
  it('start with one each, then add one a call for the expert with the fewest, up to three, at the line of the moment, never twice on a match', async () => {
    const db = world.database.db;
    const feed = matchFeedFromScores(world.app.realtime.scores, () => world.hub.upstream.leagues());
    const plans = world.app.experts.plans;
    const now = feed.now();
    const demo = await db
      .select({ userId: experts.userId })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(inArray(users.nickName, DEMO_EXPERTS.map((expert) => expert.nickName)));
    expect(demo).toHaveLength(DEMO_EXPERTS.length);
    const newcomer = await approvedExpert(world, 1);

    expect(timed).toEqual({ ms: DEMO_PLAN_MS, stopped: false });
    const before = await onSale(now);
    expect(demo.map((expert) => before.get(expert.userId)?.length ?? 0)).toEqual(demo.map(() => 1));

    const made: number[] = [];
    for (let call = 0; call < demo.length * (OPEN_PLANS - 1); call += 1) {
      const counts = await onSale(now);
      const fewest = Math.min(...demo.map((expert) => counts.get(expert.userId)?.length ?? 0));
      const planId = await topUpDemoPlans(db, feed, plans);
      expect(planId).toBeDefined();
      made.push(planId!);
      const [plan] = await db.select({ expertId: expertPlans.expertId }).from(expertPlans).where(eq(expertPlans.id, planId!));
      expect(counts.get(plan!.expertId)?.length ?? 0).toBe(fewest);
    }
    const after = await onSale(now);
    expect(demo.map((expert) => after.get(expert.userId)?.length ?? 0)).toEqual(demo.map(() => OPEN_PLANS));
    expect(after.get(newcomer.id)).toBeUndefined();
    expect(await topUpDemoPlans(db, feed, plans)).toBeUndefined();

    // The ones made here at the feed's price of the moment, on matches not started; none on a match its expert already tips.
    const legs = await db
      .select({ planId: expertPlans.id, expertId: expertPlans.expertId, matchType: expertPlans.matchType, playType: expertPlans.playType, matchId: expertPlanLegs.matchId, side: expertPlanLegs.side, line: expertPlanLegs.line, odds: expertPlanLegs.odds, publishedAt: expertPlans.publishedAt })
      .from(expertPlanLegs)
      .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
      .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, new Date(now))));
    const seen = new Set<string>();
    for (const leg of legs) {
      const key = `${leg.expertId}:${leg.matchId}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      if (!made.includes(leg.planId)) continue;
      const match = feed.match(leg.matchType, leg.matchId)!;
      expect(openForPlans(match, now)).toBe(true);
      expect(priceOf(feed.market(match, leg.playType)!, leg.side as PickSide, 'live')).toEqual({ line: leg.line, odds: leg.odds });
      expect(leg.publishedAt.getTime()).toBeGreaterThanOrEqual(now);
      expect(leg.publishedAt.getTime()).toBeLessThanOrEqual(feed.now());
    }
    expect(new Set(legs.filter((leg) => made.includes(leg.planId)).map((leg) => leg.planId)).size).toBe(made.length);

    // League and cup matches before friendlies: the day has enough of them for every plan on sale.
    const kinds = await feed.competitionKinds();
    const kindOf = (matchType: number, matchId: number) => kinds.get(feed.match(matchType as 1 | 2, matchId)!.league.id);
    expect(legs.map((leg) => kindOf(leg.matchType, leg.matchId)).filter((kind) => kind !== 'league' && kind !== 'cup')).toEqual([]);
  });

  it('record their history on league and cup matches before friendlies', async () => {
    const feed = matchFeedFromScores(world.app.realtime.scores, () => world.hub.upstream.leagues());
    const kinds = await feed.competitionKinds();
    const legs = await world.database.db
      .select({ matchType: expertPlans.matchType, matchId: expertPlanLegs.matchId })
      .from(expertPlanLegs)
      .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
      .where(ne(expertPlans.result, PLAN_RESULT.PENDING));
    expect(legs.length).toBeGreaterThan(20);
    const counted = { league: 0, cup: 0, friendly: 0 };
    for (const leg of legs) counted[kinds.get(feed.match(leg.matchType as 1 | 2, leg.matchId)!.league.id)!] += 1;
    expect(counted.friendly * 3).toBeLessThan(counted.league);
  });

});

describe('the matches open for plans', () => {
  it('are listed by league: /tj/match/filter counts, most first, what /tj/match?leagueId lists', async () => {
    for (const matchType of [1, 2] as const) {
      const all = await world.api.get<TippedMatch[]>(`/tj/match?matchType=${matchType}&open=1`);
      const filter = await world.api.get<TippedLeagues>(`/tj/match/filter?matchType=${matchType}&open=1`);
      expect(filter.data.leagues.length).toBeGreaterThan(1);
      expect(filter.data.leagues.reduce((sum, league) => sum + league.count, 0)).toBe(all.data.length);
      const counts = filter.data.leagues.map((league) => league.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const league of filter.data.leagues) {
        const one = await world.api.get<TippedMatch[]>(`/tj/match?matchType=${matchType}&open=1&leagueId=${league.id}`);
        expect(one.data.map((match) => match.leagueName)).toEqual(one.data.map(() => league.name));
        expect(one.data).toHaveLength(league.count);
      }
    }
  });
});
