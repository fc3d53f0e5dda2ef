import { hashSeed, MatchType, seededRandom, sidesOf, type MatchState, type PlanPublishRequest } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { expertPlans, experts } from '../db/schema';
import type { RealtimeLog } from '../realtime/log';
import { openForPlans, priceOf, type MatchFeed } from './match-feed';
import type { PlanBook } from './plans';
import { matchEnd } from './settlement';

const HOUR = 3_600_000;
/** Past plans per expert, and plans still for sale. */
const HISTORY_PLANS = 14;
const OPEN_PLANS = 3;
const PRICES = [0, 8, 18, 28, 38, 58] as const;

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
export async function seedExpertHistory(db: Db, feed: MatchFeed, plans: PlanBook, log: RealtimeLog): Promise<number[]> {
  const [existing] = await db.select({ plans: count() }).from(expertPlans);
  if ((existing?.plans ?? 0) > 0) return [];
  const now = feed.now();
  const matchIds: number[] = [];
  for (const expert of await db.select().from(experts)) {
    const random = seededRandom(hashSeed('expert-history', expert.name));
    const matchType = expert.matchType === MatchType.BASKETBALL ? MatchType.BASKETBALL : MatchType.FOOTBALL;
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
      if (!quoted) return;
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
      await plans.publish(expert.userId, request, { at, prices, closedMatchesAllowed: history });
      matchIds.push(...matches.map((match) => match.id));
    };
    const shuffled = (pool: MatchState[]) => [...pool].sort(() => random() - 0.5);
    const chosen = shuffled(played).slice(0, HISTORY_PLANS * 2);
    for (let k = 0, made = 0; k < chosen.length && made < HISTORY_PLANS; k += 1, made += 1) {
      const playType = pick(expert.playTypes, random);
      const legs = playType === 5 && matchType === MatchType.FOOTBALL ? [chosen[k], chosen[(k += 1)]] : [chosen[k]];
      if (legs.some((leg) => leg === undefined)) break;
      await publish(legs as MatchState[], playType, true);
    }
    const soon = shuffled(upcoming.slice(0, 40));
    for (let k = 0, made = 0; k < soon.length && made < OPEN_PLANS; k += 1, made += 1) {
      const playType = pick(expert.playTypes, random);
      const legs = playType === 5 && matchType === MatchType.FOOTBALL ? [soon[k], soon[(k += 1)]] : [soon[k]];
      if (legs.some((leg) => leg === undefined)) break;
      await publish(legs as MatchState[], playType, false);
    }
  }
  log.info({ plans: matchIds.length }, 'demo experts given their plan history');
  return matchIds;
}
