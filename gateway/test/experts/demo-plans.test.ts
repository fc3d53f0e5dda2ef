import { type MatchState, type PickSide, type Plan, PLAN_RESULT, type TippedLeagues, type TippedMatch, type YouliaoHome } from '@portal/contracts';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertPlanLegs, expertPlans, experts, planPurchases, rechargeOrders, users } from '../../src/db/schema';
import { DEMO_EXPERTS } from '../../src/demo/seed-experts';
import { competitiveFirst, demoFanBuys, OPEN_PLANS, topUpDemoPlans } from '../../src/demo/demo-experts';
import { beijingDay } from '../../src/beijing-time';
import { walletBalancesOf } from '../../src/wallet/balances';
import { matchFeedFromScores, openForPlans, priceOf, type MatchFeed } from '../../src/experts/match-feed';
import { DEMO_PLAN_MS } from '../../src/demo/plugin';
import { approvedExpert, openMatches, publish, startWorld, type World } from './support';

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
    const feed = matchFeedFromScores(world.app.realtime.scores, () => world.app.database.seasons.leagues());
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
    // Each keeps a free plan on sale, as the 免费方案 list needs: its next plan is free when it has none.
    const prices = await db.select({ id: expertPlans.id, expertId: expertPlans.expertId, price: expertPlans.price }).from(expertPlans).where(inArray(expertPlans.id, [...after.values()].flat()));
    for (const expert of demo) expect(prices.filter((plan) => plan.expertId === expert.userId && plan.price === 0).length, `expert ${expert.userId}`).toBeGreaterThan(0);
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

    // The next two days' matches first, and among them league and cup matches before friendlies:
    // those days have enough of them for every plan on sale.
    for (const leg of legs) expect(feed.match(leg.matchType as 1 | 2, leg.matchId)!.kickoffAt).toBeLessThan(now + 2 * 24 * 3_600_000);
    const kinds = await feed.competitionKinds();
    const kindOf = (matchType: number, matchId: number) => kinds.get(feed.match(matchType as 1 | 2, matchId)!.league.id);
    expect(legs.map((leg) => kindOf(leg.matchType, leg.matchId)).filter((kind) => kind !== 'league' && kind !== 'cup')).toEqual([]);
  });

  it('record their history on league and cup matches before friendlies', async () => {
    const feed = matchFeedFromScores(world.app.realtime.scores, () => world.app.database.seasons.leagues());
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


  it('list their newest results first on /youliao: by when the last match kicked off, though the history all settled at the first sweep', async () => {
    const settled = (await world.api.post<YouliaoHome>('/tj/expert/home/rec', {})).data.settled;
    expect(settled.length).toBeGreaterThan(1);
    const lastKickoffs = settled.map((plan) => Math.max(...plan.legs.map((leg) => leg.kickoffAt)));
    expect(lastKickoffs).toEqual([...lastKickoffs].sort((a, b) => b - a));
    // The newest of them is the newest of every settled plan's.
    const newest = await world.database.db
      .select({ kickoffAt: expertPlanLegs.kickoffAt })
      .from(expertPlanLegs)
      .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
      .where(ne(expertPlans.result, PLAN_RESULT.PENDING));
    expect(lastKickoffs[0]).toBe(Math.max(...newest.map((leg) => leg.kickoffAt.getTime())));
  });

  it("make their 二串一 of two matches of one day, as a lottery issue's", async () => {
    const legs = await world.database.db
      .select({ planId: expertPlanLegs.planId, kickoffAt: expertPlanLegs.kickoffAt })
      .from(expertPlanLegs)
      .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
      .where(eq(expertPlans.playType, 5));
    const days = new Map<number, Set<number>>();
    for (const leg of legs) days.set(leg.planId, (days.get(leg.planId) ?? new Set()).add(beijingDay(leg.kickoffAt.getTime())));
    expect(days.size).toBeGreaterThan(0);
    expect([...days.values()].map((set) => set.size)).toEqual([...days.values()].map(() => 1));
    expect(legs.length).toBe(2 * days.size);
  });

  it('and the demo fans keep buying them, topping up at the sandbox checkout when short', async () => {
    const db = world.database.db;
    const feed = matchFeedFromScores(world.app.realtime.scores);
    const plans = world.app.experts.plans;
    const checkout = { recharges: world.app.wallet.recharges, sandbox: world.app.paymentSandbox };
    expect(await demoFanBuys(db, feed, plans, checkout, () => 1 - 1e-9)).toBeUndefined();
    // A plan dearer than anything a demo fan holds.
    const seller = await approvedExpert(world, 1, { playTypes: [2], nickName: '高价专家', name: '高价推荐' });
    const match = (await openMatches(world, 1)).find((open) => open.lines['2'] !== undefined && open.lines['2'] !== null)!;
    const dear = await publish(world, seller.token, { matchType: 1, playType: 2, legs: [{ matchId: match.matchId, side: 'home' }], title: '高价方案推荐', analysis: '主队近五场不败，客队客场防守漏洞明显，本场看好主队赢盘。', price: 900 });

    // With the chance taken every time, the first demo fan buys each paid plan on sale it lacks, one a call.
    const [fan] = await db.select({ id: users.id }).from(users).where(eq(users.nickName, '看球的阿明'));
    const before = (await walletBalancesOf(db, fan!.id)).balance;
    const ordersBefore = new Set((await db.select({ id: rechargeOrders.id }).from(rechargeOrders).where(eq(rechargeOrders.userId, fan!.id))).map((order) => order.id));
    const bought: number[] = [];
    for (let planId = await demoFanBuys(db, feed, plans, checkout, () => 0); planId !== undefined; planId = await demoFanBuys(db, feed, plans, checkout, () => 0)) bought.push(planId);
    expect(bought).toContain(dear.id);
    expect(new Set(bought).size).toBe(bought.length);
    const onSale = await db
      .select({ id: expertPlans.id })
      .from(expertPlans)
      .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, new Date(feed.now())), gt(expertPlans.price, 0)));
    const held = await db.select({ planId: planPurchases.planId, price: planPurchases.price }).from(planPurchases).where(eq(planPurchases.buyerId, fan!.id));
    expect(onSale.filter((plan) => !held.some((row) => row.planId === plan.id))).toEqual([]);

    // The money adds up: what it held, plus what it paid in at the checkout, less the plans it bought.
    const orders = await db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, fan!.id));
    const newOrders = orders.filter((order) => !ordersBefore.has(order.id));
    expect(newOrders.length).toBeGreaterThan(0);
    expect(newOrders.every((order) => order.status === 'paid')).toBe(true);
    const paidIn = newOrders.reduce((sum, order) => sum + order.amount, 0);
    const spent = held.filter((row) => bought.includes(row.planId)).reduce((sum, row) => sum + row.price, 0);
    expect((await walletBalancesOf(db, fan!.id)).balance).toBe(before + paidIn - spent);
    expect((await world.api.get<Plan>(`/tj/recommend/${dear.code}`)).data.buyers).toBe(1);
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

describe('the order a demo expert looks at matches in', () => {
  it("is the next days' league and cup matches, their friendlies, then later league and cup matches, then later friendlies, at most so many of each", async () => {
    const HOUR = 3_600_000;
    const kinds = new Map([[1, 'league' as const], [12, 'cup' as const], [13, 'friendly' as const]]);
    const feed = { competitionKinds: async () => kinds } as unknown as MatchFeed;
    const match = (id: number, leagueId: number, hours: number) => ({ id, league: { id: leagueId }, kickoffAt: hours * HOUR }) as MatchState;
    const pool = [match(1, 13, 1), match(2, 1, 2), match(3, 13, 3), match(4, 12, 5), match(5, 1, 60), match(6, 13, 61), match(7, 1, 70), match(8, 1, 3)];
    const order = await competitiveFirst(feed, pool, 3, () => 0.5, 48 * HOUR);
    const ids = order.map((m) => m.id);
    expect(ids.slice(0, 3).sort()).toEqual([2, 4, 8]);
    expect(ids.slice(3, 5).sort()).toEqual([1, 3]);
    expect(ids.slice(5, 7).sort()).toEqual([5, 7]);
    expect(ids.slice(7)).toEqual([6]);
    // At most `each` of a group, the soonest in the pool's order.
    expect((await competitiveFirst(feed, pool, 1, () => 0.5, 48 * HOUR)).map((m) => m.id)).toEqual([2, 1, 5, 6]);
  });
});
