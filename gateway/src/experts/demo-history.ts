import { hashSeed, MatchType, seededRandom, sidesOf, TransactionType, type MatchState, type PlanPublishRequest } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { expertPlans, experts, users } from '../db/schema';
import { adjustWallet } from '../wallet/adjustments';
import type { RealtimeLog } from '../realtime/log';
import { openForPlans, priceOf, type MatchFeed } from './match-feed';
import type { PlanBook } from './plans';
import { matchEnd } from './settlement';

const HOUR = 3_600_000;
/** Past plans per expert, and plans still for sale. */
const HISTORY_PLANS = 14;
const OPEN_PLANS = 3;
const PRICES = [0, 8, 18, 28, 38, 58] as const;
const DEMO_FANS = ['看球的阿明', '红单收割机', '周末球迷'];
const FAN_GRANT = 500;

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
 * Gives the demo experts a history on the feed's matches so the pages look lived in: plans on
 * matches already played, recorded at the opening prices hours before kick-off (the settler then
 * settles them from the final scores like any plan), and a few plans on upcoming matches. Runs
 * once, when no plan exists yet; answers the matches it published on.
 */
/**
 * A few demo fans, given diamonds, buy some of the plans for sale so their buyer counts and the
 * hot list are not all zero; through the ledger like any purchase.
 */
async function demoFansBuy(db: Db, plans: PlanBook, openPlans: ReadonlyArray<{ planId: number; price: number }>): Promise<void> {
  const fans = await db
    .insert(users)
    .values(DEMO_FANS.map((nickName, index) => ({ mobile: `1380000012${index}`, nickName })))
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

export async function seedExpertHistory(db: Db, feed: MatchFeed, plans: PlanBook, log: RealtimeLog): Promise<number[]> {
  const [existing] = await db.select({ plans: count() }).from(expertPlans);
  if ((existing?.plans ?? 0) > 0) return [];
  const now = feed.now();
  const matchIds: number[] = [];
  const openPlans: Array<{ planId: number; price: number }> = [];
  for (const expert of await db.select().from(experts)) {
    const random = seededRandom(hashSeed('expert-history', expert.name));
    const matchType = expert.matchType;
    const all = [...feed.matches(matchType)].sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
    const played = all.filter((match) => match.kickoffAt < now && matchEnd(matchType, match.state) !== undefined);
    const upcoming = all.filter((match) => openForPlans(match, now) && match.kickoffAt > now + HOUR / 2);
    const publish = async (matches: MatchState[], playType: number, history: boolean) => {
      const sides = sidesOf(matchType, playType);
      const legs = matches.map((match) => ({ matchId: match.id, side: pick(sides, random) }));
      const prices = history ? 'initial' : 'live';
      const quoted = legs.every((leg, k) => {
        const market = feed.market(matches[k] as MatchState, playType);
        return market !== undefined && priceOf(market, leg.side, prices) !== undefined;
      });
      if (!quoted) return false;
      const request: PlanPublishRequest = {
        matchType,
        playType,
        legs,
        title: pick(TITLES, random),
        analysis: pick(ANALYSES, random),
        price: pick(PRICES, random),
      };
      const firstKickoff = Math.min(...matches.map((match) => match.kickoffAt));
      const at = history ? firstKickoff - (2 + Math.floor(random() * 10)) * HOUR : undefined;
      const planId = await plans.publish(expert.userId, request, { at, prices, closedMatchesAllowed: history });
      matchIds.push(...matches.map((match) => match.id));
      if (!history) openPlans.push({ planId, price: request.price });
      return true;
    };
    const shuffled = (pool: MatchState[]) => [...pool].sort(() => random() - 0.5);
    const publishSome = async (pool: MatchState[], wanted: number, history: boolean) => {
      for (let k = 0, made = 0; k < pool.length && made < wanted; k += 1) {
        const playType = pick(expert.playTypes, random);
        const legs = playType === 5 && matchType === MatchType.FOOTBALL ? [pool[k], pool[(k += 1)]] : [pool[k]];
        if (legs.some((leg) => leg === undefined)) break;
        if (await publish(legs as MatchState[], playType, history)) made += 1;
      }
    };
    await publishSome(shuffled(played), HISTORY_PLANS, true);
    await publishSome(shuffled(upcoming.slice(0, 60)), OPEN_PLANS, false);
  }
  await demoFansBuy(db, plans, openPlans);
  log.info({ plans: matchIds.length }, 'demo experts given their plan history');
  return matchIds;
}
