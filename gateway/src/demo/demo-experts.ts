import { hashSeed, legsOf, PLAN_RESULT, seededRandom, sidesOf, TransactionType, type MatchState, type MatchType, type PlanPublishRequest } from '@portal/contracts';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { beijingDay } from '../beijing-time';
import type { Db } from '../db/database';
import { demoPortraits, PORTRAIT_HUES } from './demo-portraits';
import { type DemoCheckout, topUpWhenShort } from './demo-checkout';
import { DEMO_EXPERTS } from './seed-experts';
import { expertPlanLegs, expertPlans, experts, planPurchases, users } from '../db/schema';
import { adjustWallet } from '../wallet/adjustments';
import type { RealtimeLog } from '../realtime/channels/log';
import { openForPlans, priceOf, type MatchFeed } from '../experts/match-feed';
import type { PlanBook } from '../experts/plans';
import { matchEnd } from '../experts/settlement';

const HOUR = 3_600_000;
/** Past plans per expert, and the plans each keeps on sale. */
const HISTORY_PLANS = 14;
export const OPEN_PLANS = 3;
const PRICES = [0, 8, 18, 28, 38, 58] as const;
const DEMO_FANS = ['看球的阿明', '红单收割机', '周末球迷'];
const FAN_GRANT = 500;
/** What a demo fan tops up at the sandbox checkout when a plan it wants costs more than it holds. */
const FAN_TOP_UP = 100;
/** The chance that, in a minute, one of the demo fans buys a plan on sale. */
export const FAN_BUY_CHANCE = 1 / 3;

const TITLES = ['稳胆推荐，信心十足', '盘口异动，机构看好', '主场优势明显，果断出手', '冷门预警，谨慎看待', '数据模型力挺', '状态对比一目了然'];
const ANALYSES = [
  '两队近期状态差距明显，主队近五场保持不败，客队客场防守漏洞较多。结合盘口走势，机构对本场判断较为一致，本方案给出的方向更具性价比。',
  '从初盘到即时盘，水位变化反映出资金流向，基本面与盘面相互印证。两队交锋历史上节奏偏快，本场依旧值得期待，建议适当关注。',
  '主力伤停情况已经明朗，轮换阵容对战术执行影响有限。赛程密集带来的体能因素是本场关键，综合考虑后给出本方案的判断。',
];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * A few demo fans, given diamonds, buy some of the plans for sale so their buyer counts and the
 * hot list are not all zero; through the ledger like any purchase.
 */
async function demoFansBuy(db: Db, plans: PlanBook, openPlans: ReadonlyArray<{ planId: number; price: number }>): Promise<void> {
  const portraits = await demoPortraits(db, DEMO_FANS, PORTRAIT_HUES.buyer);
  const fans = await db
    .insert(users)
    .values(DEMO_FANS.map((nickName, index) => ({ mobile: `1380000012${index}`, nickName, portrait: portraits[index] ?? '' })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  const random = seededRandom(hashSeed('demo-fans'));
  for (const fan of fans) {
    let diamonds = FAN_GRANT;
    await adjustWallet(db, { userId: fan.id, type: TransactionType.SYSTEM_GRANT, currency: 'balance', amount: diamonds, remark: '新用户礼包', requestKey: 'demo-fan-grant' });
    for (const plan of openPlans) {
      if (plan.price === 0 || plan.price > diamonds || random() < 0.4) continue;
      const [row] = await db.select({ code: expertPlans.code }).from(expertPlans).where(eq(expertPlans.id, plan.planId));
      if (row === undefined) continue;
      await plans.buy(fan.id, row.code);
      diamonds -= plan.price;
    }
  }
}

type DemoExpert = { userId: number; name: string; matchType: MatchType; playTypes: number[] };

/** The feed's matches of a sport in kick-off order. */
const matchesOf = (feed: MatchFeed, matchType: MatchType) =>
  [...feed.matches(matchType)].sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);

/** Matches an open plan may be published on: not started, kicking off in half an hour or later. */
const upcomingOf = (feed: MatchFeed, matchType: MatchType, now: number) =>
  matchesOf(feed, matchType).filter((match) => openForPlans(match, now) && match.kickoffAt > now + HOUR / 2);

/**
 * Publishes up to `wanted` plans of `expert` on matches of `pool` (in that order), of the play
 * types the expert covers, at `price` or one drawn from {@link PRICES}; a match without the market is passed over. Past plans (`history`) are
 * recorded at the opening prices hours before kick-off, open ones at the line of the moment.
 * Answers the plans made with their matches.
 */
async function publishPlans(
  plans: PlanBook,
  feed: MatchFeed,
  expert: DemoExpert,
  pool: readonly MatchState[],
  wanted: number,
  history: boolean,
  random: () => number,
  price?: number,
): Promise<Array<{ planId: number; price: number; matchIds: number[] }>> {
  const made: Array<{ planId: number; price: number; matchIds: number[] }> = [];
  const { matchType } = expert;
  const publish = async (matches: MatchState[], playType: number) => {
    const sides = sidesOf(matchType, playType);
    const legs = matches.map((match) => ({ matchId: match.id, side: pick(sides, random) }));
    const prices = history ? 'initial' : 'live';
    const quoted = legs.every((leg, k) => {
      const market = feed.market(matches[k] as MatchState, playType);
      return market !== undefined && priceOf(market, leg.side, prices) !== undefined;
    });
    if (!quoted) return;
    const request: PlanPublishRequest = {
      matchType,
      playType,
      legs,
      title: pick(TITLES, random),
      analysis: pick(ANALYSES, random),
      price: price ?? pick(PRICES, random),
    };
    const firstKickoff = Math.min(...matches.map((match) => match.kickoffAt));
    const at = history ? firstKickoff - (2 + Math.floor(random() * 10)) * HOUR : undefined;
    const planId = await plans.publish(expert.userId, request, { at, prices, closedMatchesAllowed: history });
    made.push({ planId, price: request.price, matchIds: matches.map((match) => match.id) });
  };
  const used = new Set<number>();
  for (let k = 0; k < pool.length && made.length < wanted; k += 1) {
    const first = pool[k] as MatchState;
    if (used.has(first.id)) continue;
    const playType = pick(expert.playTypes, random);
    let legs = [first];
    if (legsOf(matchType, playType) === 2) {
      // 二串一: two matches of one day, as a lottery issue's are.
      const second = pool.slice(k + 1).find((match) => !used.has(match.id) && beijingDay(match.kickoffAt) === beijingDay(first.kickoffAt));
      if (second === undefined) continue;
      legs = [first, second];
    }
    for (const leg of legs) used.add(leg.id);
    await publish(legs, playType);
  }
  return made;
}

const shuffled = <T>(pool: readonly T[], random: () => number) => [...pool].sort(() => random() - 0.5);

/**
 * The matches an expert looks at, each group in a random order: those kicking off before
 * `soonUntil` first, as tipsters tip the next days' matches; in each, league and cup matches
 * before friendlies, as the fans follow them. At most `each` of a group, the first in `pool`'s order.
 */
export async function competitiveFirst(feed: MatchFeed, pool: readonly MatchState[], each: number, random: () => number, soonUntil = Infinity): Promise<MatchState[]> {
  const kinds = await feed.competitionKinds();
  const friendly = (match: MatchState) => kinds.get(match.league.id) === 'friendly';
  const group = (soon: boolean, friendlies: boolean) =>
    shuffled(pool.filter((match) => (match.kickoffAt < soonUntil) === soon && friendly(match) === friendlies).slice(0, each), random);
  return [...group(true, false), ...group(true, true), ...group(false, false), ...group(false, true)];
}

/** How far ahead the demo experts look first for matches to tip. */
const TIPPING_HORIZON = 2 * 24 * HOUR;

/**
 * Gives the demo experts a history on the feed's matches so the pages look lived in: plans on
 * matches already played, recorded at the opening prices hours before kick-off (the settler then
 * settles them from the final scores like any plan), and one plan each on an upcoming match; the
 * rest of what they sell comes over the next minutes ({@link topUpDemoPlans}). Runs once, when no
 * plan exists yet; answers the matches it published on.
 */
export async function seedExpertHistory(db: Db, feed: MatchFeed, plans: PlanBook, log: RealtimeLog): Promise<number[]> {
  const [existing] = await db.select({ plans: count() }).from(expertPlans);
  if ((existing?.plans ?? 0) > 0) return [];
  const now = feed.now();
  const matchIds: number[] = [];
  const openPlans: Array<{ planId: number; price: number }> = [];
  for (const expert of await db.select().from(experts)) {
    const random = seededRandom(hashSeed('expert-history', expert.name));
    const played = matchesOf(feed, expert.matchType).filter((match) => match.kickoffAt < now && matchEnd(expert.matchType, match.state) !== undefined);
    const past = await publishPlans(plans, feed, expert, await competitiveFirst(feed, played, played.length, random), HISTORY_PLANS, true, random);
    const open = await publishPlans(plans, feed, expert, await competitiveFirst(feed, upcomingOf(feed, expert.matchType, now), 60, random, now + TIPPING_HORIZON), 1, false, random);
    for (const plan of [...past, ...open]) matchIds.push(...plan.matchIds);
    openPlans.push(...open);
  }
  await demoFansBuy(db, plans, openPlans);
  log.info({ plans: matchIds.length }, 'demo experts given their plan history');
  return matchIds;
}

/**
 * Keeps the demo experts selling, as experts do through a day: the demo expert with the fewest
 * plans still on sale (fewer than {@link OPEN_PLANS}) publishes one on an upcoming match at the
 * line of the moment, free when it has no free plan on sale. One plan a call, so called every minute their plans come out one by one,
 * and a plan whose match kicks off is replaced. Answers the plan made, if any.
 */
export async function topUpDemoPlans(db: Db, feed: MatchFeed, plans: PlanBook): Promise<number | undefined> {
  const now = feed.now();
  const demo = await db
    .select({ userId: experts.userId, name: experts.name, matchType: experts.matchType, playTypes: experts.playTypes })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(inArray(users.nickName, DEMO_EXPERTS.map((expert) => expert.nickName)))
    .orderBy(asc(experts.userId));
  if (demo.length === 0) return undefined;
  const open = await db
    .select({ expertId: expertPlans.expertId, open: count(), free: count(sql`case when ${expertPlans.price} = 0 then 1 end`) })
    .from(expertPlans)
    .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, new Date(now)), inArray(expertPlans.expertId, demo.map((expert) => expert.userId))))
    .groupBy(expertPlans.expertId);
  const openOf = (expert: DemoExpert) => open.find((row) => row.expertId === expert.userId)?.open ?? 0;
  // The one with the fewest first; the next when an expert finds no match to tip.
  for (const expert of demo.filter((candidate) => openOf(candidate) < OPEN_PLANS).sort((a, b) => openOf(a) - openOf(b))) {
    const tipped = new Set(
      (
        await db
          .select({ matchId: expertPlanLegs.matchId })
          .from(expertPlanLegs)
          .innerJoin(expertPlans, eq(expertPlans.id, expertPlanLegs.planId))
          .where(and(eq(expertPlans.expertId, expert.userId), eq(expertPlans.result, PLAN_RESULT.PENDING)))
      ).map((leg) => leg.matchId),
    );
    const random = seededRandom(hashSeed('expert-open', expert.name, now));
    const pool = upcomingOf(feed, expert.matchType, now).filter(
      (match) => !tipped.has(match.id) && expert.playTypes.some((playType) => feed.market(match, playType) !== undefined),
    );
    // An expert with no free plan on sale gives its next one away, as experts keep one free to win followers.
    const free = open.some((row) => row.expertId === expert.userId && row.free > 0);
    const [made] = await publishPlans(plans, feed, expert, await competitiveFirst(feed, pool, 30, random, now + TIPPING_HORIZON), 1, false, random, free ? undefined : 0);
    if (made !== undefined) return made.planId;
  }
  return undefined;
}

/**
 * Keeps the demo fans buying, as fans do through a day, so plans published after the first start
 * get buyers too: with the chance {@link FAN_BUY_CHANCE} a call, one of them buys a paid plan on
 * sale that it has not bought, first topping up {@link FAN_TOP_UP} diamonds at the sandbox checkout
 * when short (an order paid and credited as any fan's is). Through the ledger like any purchase.
 * Answers the plan bought, if any.
 */
export async function demoFanBuys(db: Db, feed: MatchFeed, plans: PlanBook, checkout: DemoCheckout, random: () => number): Promise<number | undefined> {
  if (random() >= FAN_BUY_CHANCE) return undefined;
  const fans = await db.select({ id: users.id }).from(users).where(inArray(users.nickName, DEMO_FANS)).orderBy(asc(users.id));
  if (fans.length === 0) return undefined;
  const fan = pick(fans, random);
  const now = feed.now();
  const bought = new Set((await db.select({ planId: planPurchases.planId }).from(planPurchases).where(eq(planPurchases.buyerId, fan.id))).map((row) => row.planId));
  const onSale = (
    await db
      .select({ id: expertPlans.id, code: expertPlans.code, price: expertPlans.price })
      .from(expertPlans)
      .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, new Date(now)), gt(expertPlans.price, 0)))
      .orderBy(asc(expertPlans.id))
  ).filter((plan) => !bought.has(plan.id));
  if (onSale.length === 0) return undefined;
  const plan = pick(onSale, random);
  if (!(await topUpWhenShort(db, checkout, { userId: fan.id, cost: plan.price, least: FAN_TOP_UP, requestKey: `demo-top-up:${plan.id}`, now }))) return undefined;
  await plans.buy(fan.id, plan.code);
  return plan.id;
}
