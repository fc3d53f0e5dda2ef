import { randomBytes } from 'node:crypto';
import {
  EXPERT_SHARE_PERCENT,
  matchTypeOf,
  PLAN_RESULT,
  playTypeName,
  playTypesOf,
  RANKING_MIN_DECIDED,
  TransactionType,
  type ExpertCard,
  type MatchType,
  type ExpertListRequest,
  type Plan,
  type PlanLeg,
  type PlanPage,
  type PickSide,
  type PlanPublishRequest,
  type PlanResult,
  type TippedMatch,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import { experienceOf, levelFrom, qualified } from '../figures';
import type { Db } from '../db/database';
import { expertPlanLegs, expertPlans, experts, planPurchases, users, walletAccounts } from '../db/schema';
import { incomeAccount, platformAccount, runLedgerTransaction, userAccount, type Posting } from '../wallet/ledger';
import { openForPlans, priceOf, type MatchFeed } from './match-feed';
import { recordOf, type SettledPlan } from './records';
import { refuse } from './refusals';
import { profitOf } from './settlement';

type PlanRow = typeof expertPlans.$inferSelect;
type LegRow = typeof expertPlanLegs.$inferSelect;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A plan's address: ten characters nobody can count through. */
function newCode(): string {
  return [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The request key of a buyer's purchase of a plan, and of its refund: each happens once. */
export const planPurchaseKey = (planId: number) => `plan:${planId}`;
export const planRefundKey = (planId: number) => `plan-refund:${planId}`;

const asResult = (value: number): PlanResult => (value >= 0 && value <= 6 ? (value as PlanResult) : PLAN_RESULT.PENDING);

/** The live buyers of a plan: those whose purchase was not refunded. */
const buyersOf = sql<number>`(SELECT count(*) FROM plan_purchases p WHERE p.plan_id = ${expertPlans.id} AND p.refund_transaction_id IS NULL)`.mapWith(Number);
/**
 * When a plan's last match kicked off: 最新战果 lists the newest matches' results first. Settling
 * time alone would not do: plans whose matches were over before a gateway started (the demo
 * history, or a gateway that was down) all settle at its first sweep.
 */
const lastKickoffOf = sql`(SELECT max(l.kickoff_at) FROM expert_plan_legs l WHERE l.plan_id = ${expertPlans.id})`;

export type PlanListFilter = {
  matchType?: MatchType | undefined;
  playType?: number | undefined;
  kind: 'hot' | 'latest' | 'free' | 'settled';
  open?: boolean | undefined;
  expertId?: number | undefined;
  status?: 'all' | 'open' | 'settled' | undefined;
  page: number;
  pageSize: number;
};

/** How a plan is recorded when it is published: now from the live prices, or (the demo's history) earlier from the opening ones. */
export type PublishOptions = { at?: number; prices?: 'live' | 'initial'; closedMatchesAllowed?: boolean };

/** Plans: publishing, what each caller may read of them, the lists, buying and refunds, and the experts' records. */
export function createPlanBook(db: Db, feed: MatchFeed) {
  const expertRows = async (ids?: readonly number[]) =>
    db
      .select({ expert: experts, nickName: users.nickName, portrait: users.portrait, experience: experienceOf(qualified(users.id)) })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(ids === undefined ? undefined : inArray(experts.userId, [...ids]));

  /** The records of experts, from their settled plans in the order their matches were played; computed on every call. */
  async function recordsOf(expertIds?: readonly number[]) {
    const where = [ne(expertPlans.result, PLAN_RESULT.PENDING)];
    if (expertIds !== undefined) where.push(inArray(expertPlans.expertId, expertIds.length === 0 ? [-1] : [...expertIds]));
    const plans = await db
      .select({ id: expertPlans.id, expertId: expertPlans.expertId, result: expertPlans.result, matchType: expertPlans.matchType, playType: expertPlans.playType })
      .from(expertPlans)
      .where(and(...where))
      .orderBy(asc(expertPlans.closesAt), asc(expertPlans.id));
    const legs = plans.length === 0 ? [] : await db.select({ planId: expertPlanLegs.planId, odds: expertPlanLegs.odds }).from(expertPlanLegs).where(inArray(expertPlanLegs.planId, plans.map((p) => p.id)));
    const oddsByPlan = new Map<number, number[]>();
    for (const leg of legs) oddsByPlan.set(leg.planId, [...(oddsByPlan.get(leg.planId) ?? []), leg.odds]);
    const settled = new Map<number, SettledPlan[]>();
    for (const plan of plans) {
      const result = asResult(plan.result);
      const entry = { result, profit: profitOf(result, plan.matchType, plan.playType, oddsByPlan.get(plan.id) ?? []) };
      settled.set(plan.expertId, [...(settled.get(plan.expertId) ?? []), entry]);
    }
    return (expertId: number) => recordOf(settled.get(expertId) ?? []);
  }

  async function cards(ids?: readonly number[]): Promise<ExpertCard[]> {
    const rows = await expertRows(ids);
    if (rows.length === 0) return [];
    const record = await recordsOf(rows.map((row) => row.expert.userId));
    const open = await db
      .select({ expertId: expertPlans.expertId, open: count() })
      .from(expertPlans)
      .where(and(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, new Date(feed.now())), inArray(expertPlans.expertId, rows.map((row) => row.expert.userId))))
      .groupBy(expertPlans.expertId);
    const openBy = new Map(open.map((row) => [row.expertId, row.open]));
    return rows.map(({ expert, nickName, portrait, experience }) => ({
      userId: expert.userId,
      name: expert.name,
      nickName,
      portrait: portraitOrDefault(portrait),
      level: levelFrom(experience),
      matchType: expert.matchType,
      playTypes: expert.playTypes,
      introduction: expert.introduction,
      record: record(expert.userId),
      openPlans: openBy.get(expert.userId) ?? 0,
    }));
  }

  /**
   * The plans of `rows` as `viewerId` may see them. Until a plan is settled its picks, its legs'
   * results and its analysis are for a buyer, the expert, or everyone when it is free; once settled
   * it is public (赛后公开), so anyone can audit the record it counts in.
   */
  async function views(rows: readonly (PlanRow & { buyers: number })[], viewerId: number | undefined, withAnalysis = false): Promise<Plan[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const legs = await db.select().from(expertPlanLegs).where(inArray(expertPlanLegs.planId, ids)).orderBy(asc(expertPlanLegs.kickoffAt), asc(expertPlanLegs.matchId));
    const legsBy = new Map<number, LegRow[]>();
    for (const leg of legs) legsBy.set(leg.planId, [...(legsBy.get(leg.planId) ?? []), leg]);
    const bought =
      viewerId === undefined
        ? new Set<number>()
        : new Set(
            (
              await db
                .select({ planId: planPurchases.planId })
                .from(planPurchases)
                .where(and(eq(planPurchases.buyerId, viewerId), inArray(planPurchases.planId, ids), isNull(planPurchases.refundTransactionId)))
            ).map((row) => row.planId),
          );
    const people = new Map((await expertRows([...new Set(rows.map((row) => row.expertId))])).map((row) => [row.expert.userId, row]));
    return rows.map((row) => {
      const matchType = row.matchType;
      const mine = viewerId === row.expertId;
      const isBought = bought.has(row.id);
      const settled = row.result !== PLAN_RESULT.PENDING;
      const locked = row.price > 0 && !mine && !isBought && !settled;
      const person = people.get(row.expertId);
      return {
        id: row.id,
        code: row.code,
        expert: {
          userId: row.expertId,
          name: person?.expert.name ?? '',
          nickName: person?.nickName ?? '',
          portrait: portraitOrDefault(person?.portrait),
        },
        matchType,
        playType: row.playType,
        playTypeName: playTypeName(matchType, row.playType),
        title: row.title,
        price: row.price,
        legs: (legsBy.get(row.id) ?? []).map((leg) => legView(matchType, leg, locked)),
        result: asResult(row.result),
        publishedAt: row.publishedAt.toISOString(),
        closesAt: row.closesAt.getTime(),
        settledAt: row.settledAt?.toISOString() ?? null,
        buyers: row.buyers,
        locked,
        bought: isBought,
        mine,
        analysis: withAnalysis && !locked ? row.analysis : null,
      };
    });
  }

  function legView(matchType: MatchType, leg: LegRow, locked: boolean): PlanLeg {
    const live = feed.match(matchType, leg.matchId);
    const settled = leg.homeScore !== null && leg.awayScore !== null;
    return {
      matchId: leg.matchId,
      matchType,
      leagueName: leg.leagueName,
      leagueColor: leg.leagueColor,
      home: { id: leg.homeId, name: leg.homeName, logo: live?.home.logo ?? '' },
      away: { id: leg.awayId, name: leg.awayName, logo: live?.away.logo ?? '' },
      kickoffAt: leg.kickoffAt.getTime(),
      state: live?.state ?? null,
      homeScore: settled ? leg.homeScore : (live?.homeScore ?? null),
      awayScore: settled ? leg.awayScore : (live?.awayScore ?? null),
      line: leg.line,
      pick: locked ? null : { side: leg.side as PickSide, odds: leg.odds },
      // A leg's 红/黑 beside its score would name the side picked: hidden while the pick is.
      result: locked ? PLAN_RESULT.PENDING : asResult(leg.result),
    };
  }

  async function page(filter: PlanListFilter, viewerId: number | undefined): Promise<PlanPage> {
    const where: SQL[] = [];
    const now = new Date(feed.now());
    if (filter.matchType !== undefined) where.push(eq(expertPlans.matchType, filter.matchType));
    if (filter.playType !== undefined) where.push(eq(expertPlans.playType, filter.playType));
    if (filter.expertId !== undefined) where.push(eq(expertPlans.expertId, filter.expertId));
    if (filter.kind === 'free') where.push(eq(expertPlans.price, 0));
    if (filter.kind === 'settled' || filter.status === 'settled') where.push(ne(expertPlans.result, PLAN_RESULT.PENDING));
    if (filter.open || filter.status === 'open') where.push(eq(expertPlans.result, PLAN_RESULT.PENDING), gt(expertPlans.closesAt, now));
    const order =
      filter.kind === 'hot'
        ? [desc(buyersOf), desc(expertPlans.publishedAt), desc(expertPlans.id)]
        : filter.kind === 'settled'
          ? [desc(lastKickoffOf), desc(expertPlans.settledAt), desc(expertPlans.id)]
          : [desc(expertPlans.publishedAt), desc(expertPlans.id)];
    const condition = where.length === 0 ? undefined : and(...where);
    const [total] = await db.select({ total: count() }).from(expertPlans).where(condition);
    const rows = await db
      .select({ plan: expertPlans, buyers: buyersOf })
      .from(expertPlans)
      .where(condition)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    return {
      list: await views(rows.map(({ plan, buyers }) => ({ ...plan, buyers })), viewerId),
      total: total?.total ?? 0,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  async function planBy(where: SQL): Promise<(PlanRow & { buyers: number }) | undefined> {
    const [row] = await db.select({ plan: expertPlans, buyers: buyersOf }).from(expertPlans).where(where).limit(1);
    return row === undefined ? undefined : { ...row.plan, buyers: row.buyers };
  }

  async function one(where: SQL, viewerId: number | undefined, withAnalysis: boolean): Promise<Plan> {
    const row = await planBy(where);
    if (row === undefined) throw refuse.planNotFound();
    const [view] = await views([row], viewerId, withAnalysis);
    if (view === undefined) throw refuse.planNotFound();
    return view;
  }

  return {
    cards,
    page,

    /** The user ids of every expert, lowest first: the expert pages there are. */
    async expertIds(): Promise<number[]> {
      const rows = await db.select({ userId: experts.userId }).from(experts).orderBy(asc(experts.userId));
      return rows.map(({ userId }) => userId);
    },

    /** The titles of plans by id, as the wallet rows of their purchases and refunds name them. */
    async titles(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
      const rows = ids.length === 0 ? [] : await db.select({ id: expertPlans.id, title: expertPlans.title }).from(expertPlans).where(inArray(expertPlans.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** A plan by its code, its analysis included for whoever may read it. */
    byCode: (code: string, viewerId: number | undefined) => one(eq(expertPlans.code, code), viewerId, true),
    byId: (id: number, viewerId: number | undefined) => one(eq(expertPlans.id, id), viewerId, true),

    /** The plans of one match, newest first. */
    async ofMatch(matchId: number, viewerId: number | undefined): Promise<Plan[]> {
      const ids = (await db.select({ planId: expertPlanLegs.planId }).from(expertPlanLegs).where(eq(expertPlanLegs.matchId, matchId))).map((row) => row.planId);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ plan: expertPlans, buyers: buyersOf })
        .from(expertPlans)
        .where(inArray(expertPlans.id, ids))
        .orderBy(desc(expertPlans.publishedAt), desc(expertPlans.id));
      return views(rows.map(({ plan, buyers }) => ({ ...plan, buyers })), viewerId);
    },

    /** The plans a user bought, newest purchase first, refunded ones included. */
    async boughtBy(buyerId: number, pageNo: number, pageSize: number): Promise<PlanPage> {
      const [total] = await db.select({ total: count() }).from(planPurchases).where(eq(planPurchases.buyerId, buyerId));
      const rows = await db
        .select({ plan: expertPlans, buyers: buyersOf })
        .from(planPurchases)
        .innerJoin(expertPlans, eq(expertPlans.id, planPurchases.planId))
        .where(eq(planPurchases.buyerId, buyerId))
        .orderBy(desc(planPurchases.createdAt), desc(planPurchases.planId))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const plans = rows.map(({ plan, buyers }) => ({ ...plan, buyers }));
      // A refunded purchase no longer opens the plan; its result (已退款) still shows.
      return { list: await views(plans, buyerId), total: total?.total ?? 0, page: pageNo, pageSize };
    },

    /** The experts ranked by hit rate (enough decided plans first), streak or return. */
    async ranking(request: Required<Pick<ExpertListRequest, 'sort' | 'page' | 'pageSize'>> & Pick<ExpertListRequest, 'matchType' | 'playType'>) {
      const all = (await cards()).filter(
        (card) => (request.matchType === undefined || card.matchType === request.matchType) && (request.playType === undefined || card.playTypes.includes(request.playType)),
      );
      const decided = (card: ExpertCard) => card.record.wins + card.record.halfWins + card.record.losses + card.record.halfLosses;
      const enough = (card: ExpertCard) => Number(decided(card) >= RANKING_MIN_DECIDED);
      const by = {
        hitRate: (a: ExpertCard, b: ExpertCard) =>
          enough(b) - enough(a) || (b.record.hitRate ?? -1) - (a.record.hitRate ?? -1) || b.record.recentHits - a.record.recentHits || a.userId - b.userId,
        streak: (a: ExpertCard, b: ExpertCard) => b.record.streak - a.record.streak || (b.record.hitRate ?? -1) - (a.record.hitRate ?? -1) || a.userId - b.userId,
        roi: (a: ExpertCard, b: ExpertCard) => enough(b) - enough(a) || (b.record.roi ?? -1000) - (a.record.roi ?? -1000) || a.userId - b.userId,
      }[request.sort];
      const sorted = all.sort(by);
      const start = (request.page - 1) * request.pageSize;
      return { list: sorted.slice(start, start + request.pageSize), total: sorted.length, page: request.page, pageSize: request.pageSize };
    },

    /**
     * Publishes a plan with the feed's line and price of each pick now. Refused outside the
     * expert's sport and play types, on a match that kicked off (or is not in the feed) and on a
     * market the feed does not quote.
     */
    async publish(expertId: number, request: PlanPublishRequest, options: PublishOptions = {}): Promise<number> {
      const [expert] = await db.select({ matchType: experts.matchType, playTypes: experts.playTypes }).from(experts).where(eq(experts.userId, expertId)).limit(1);
      if (!expert) throw refuse.notExpert();
      // An expert's record and rankings are by the sport and play types approved: plans stay within them.
      if (expert.matchType !== request.matchType || !expert.playTypes.includes(request.playType)) throw refuse.outsideSpeciality();
      const now = options.at ?? feed.now();
      const legs = request.legs.map((leg) => {
        const match = feed.match(request.matchType, leg.matchId);
        if (match === undefined || (!options.closedMatchesAllowed && !openForPlans(match, now)) || match.kickoffAt <= now) throw refuse.matchUnavailable();
        const market = feed.market(match, request.playType);
        const price = market === undefined ? undefined : priceOf(market, leg.side, options.prices ?? 'live');
        if (price === undefined) throw refuse.marketUnavailable();
        return {
          matchId: match.id,
          side: leg.side,
          line: price.line,
          odds: price.odds,
          leagueName: match.league.name,
          leagueColor: match.league.color,
          homeId: match.home.id,
          homeName: match.home.name,
          awayId: match.away.id,
          awayName: match.away.name,
          kickoffAt: new Date(match.kickoffAt),
        };
      });
      const closesAt = new Date(Math.min(...legs.map((leg) => leg.kickoffAt.getTime())));
      return db.transaction(async (tx) => {
        const [plan] = await tx
          .insert(expertPlans)
          .values({
            code: newCode(),
            expertId,
            matchType: request.matchType,
            playType: request.playType,
            title: request.title,
            analysis: request.analysis,
            price: request.price,
            closesAt,
            publishedAt: new Date(now),
          })
          .returning({ id: expertPlans.id });
        if (!plan) throw new Error('insert returned no plan');
        await tx.insert(expertPlanLegs).values(legs.map((leg) => ({ ...leg, planId: plan.id })));
        return plan.id;
      });
    },

    /**
     * Buys a paid plan before it closes: the price from the buyer (type 4), the expert's share to
     * their income, the rest to the platform. One purchase per buyer and plan, whatever is retried.
     */
    async buy(buyerId: number, code: string): Promise<number> {
      const plan = await planBy(eq(expertPlans.code, code));
      if (plan === undefined) throw refuse.planNotFound();
      if (plan.expertId === buyerId) throw refuse.ownPlan();
      if (plan.price === 0) throw refuse.freePlan();
      if (plan.result !== PLAN_RESULT.PENDING || plan.closesAt.getTime() <= feed.now()) throw refuse.planClosed();
      const share = Math.floor((plan.price * EXPERT_SHARE_PERCENT) / 100);
      const remark = planPurchaseKey(plan.id);
      await runLedgerTransaction(db, {
        userId: buyerId,
        requestKey: remark,
        request: { planId: plan.id },
        type: TransactionType.PLAN_PURCHASE,
        async work({ tx, transactionId, post }) {
          const postings: Posting[] = [
            { account: userAccount(buyerId), currency: 'balance', amount: -plan.price, type: TransactionType.PLAN_PURCHASE, remark },
          ];
          if (share > 0) postings.push({ account: incomeAccount(plan.expertId), currency: 'balance', amount: share, type: TransactionType.PLAN_PURCHASE, remark });
          if (plan.price - share > 0)
            postings.push({ account: platformAccount('plan-sales'), currency: 'balance', amount: plan.price - share, type: TransactionType.PLAN_PURCHASE, remark });
          await post(postings);
          await tx.insert(planPurchases).values({ planId: plan.id, buyerId, price: plan.price, expertShare: share, transactionId });
          return null;
        },
      });
      return plan.id;
    },

    /**
     * Refunds every buyer of a plan the price they paid (type 6), once each: the expert's share
     * comes back from their income as far as it still holds it, the rest from the platform.
     */
    async refundBuyers(planId: number): Promise<number[]> {
      const purchases = await db.select().from(planPurchases).where(and(eq(planPurchases.planId, planId), isNull(planPurchases.refundTransactionId)));
      const [plan] = await db.select({ expertId: expertPlans.expertId }).from(expertPlans).where(eq(expertPlans.id, planId));
      if (!plan) return [];
      const remark = planRefundKey(planId);
      for (const purchase of purchases) {
        await runLedgerTransaction(db, {
          userId: purchase.buyerId,
          requestKey: remark,
          request: { planId },
          type: TransactionType.REFUND,
          async work({ tx, transactionId, post }) {
            const income = `income:${plan.expertId}`;
            const [held] = await tx
              .select({ amount: walletAccounts.amount })
              .from(walletAccounts)
              .where(and(eq(walletAccounts.account, income), eq(walletAccounts.currency, 'balance')))
              .for('update');
            const fromIncome = Math.min(purchase.expertShare, Math.max(0, held?.amount ?? 0));
            const fromPlatform = purchase.price - fromIncome;
            const postings: Posting[] = [{ account: userAccount(purchase.buyerId), currency: 'balance', amount: purchase.price, type: TransactionType.REFUND, remark }];
            if (fromIncome > 0) postings.push({ account: incomeAccount(plan.expertId), currency: 'balance', amount: -fromIncome, type: TransactionType.REFUND, remark });
            const platformSale = purchase.price - purchase.expertShare;
            if (platformSale > 0) postings.push({ account: platformAccount('plan-sales'), currency: 'balance', amount: -platformSale, type: TransactionType.REFUND, remark });
            if (fromPlatform - platformSale > 0)
              postings.push({ account: platformAccount('refunds'), currency: 'balance', amount: -(fromPlatform - platformSale), type: TransactionType.REFUND, remark });
            await post(postings);
            await tx
              .update(planPurchases)
              .set({ refundTransactionId: transactionId })
              .where(and(eq(planPurchases.planId, planId), eq(planPurchases.buyerId, purchase.buyerId)));
            return null;
          },
        });
      }
      return purchases.map((purchase) => purchase.buyerId);
    },

    /** Who bought a plan, refunded or not. */
    async buyersOf(planId: number): Promise<number[]> {
      return (await db.select({ buyerId: planPurchases.buyerId }).from(planPurchases).where(eq(planPurchases.planId, planId))).map((row) => row.buyerId);
    },

    /** The matches of a sport as the plan pages list them: publishable ones, or all in the feed's window. */
    async matches(matchType: MatchType, filter: { open?: boolean; leagueId?: number | undefined; matchId?: number }): Promise<TippedMatch[]> {
      const now = feed.now();
      const one = filter.matchId === undefined ? undefined : feed.match(matchType, filter.matchId);
      const pool = filter.matchId === undefined ? [...feed.matches(matchType)] : one === undefined ? [] : [one];
      const chosen = pool
        .filter((match) => (filter.open ? openForPlans(match, now) : true) && (filter.leagueId === undefined || match.league.id === filter.leagueId))
        .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
      const ids = chosen.map((match) => match.id);
      const counts =
        ids.length === 0
          ? []
          : await db.select({ matchId: expertPlanLegs.matchId, plans: count() }).from(expertPlanLegs).where(inArray(expertPlanLegs.matchId, ids)).groupBy(expertPlanLegs.matchId);
      const plansBy = new Map(counts.map((row) => [row.matchId, row.plans]));
      return chosen.map((match) => {
        const lines: Record<string, number | null> = {};
        for (const playType of playTypesOf(matchType)) {
          const market = feed.market(match, playType);
          lines[playType] = market === undefined ? null : market.market === 'asian' || market.market === 'overUnder' || market.market === 'handicap' || market.market === 'total' ? market.live.line : null;
        }
        return {
          matchId: match.id,
          matchType: matchTypeOf(match.sport),
          leagueId: match.league.id,
          leagueName: match.league.name,
          leagueColor: match.league.color,
          home: match.home,
          away: match.away,
          kickoffAt: match.kickoffAt,
          state: match.state,
          homeScore: match.homeScore,
          awayScore: match.awayScore,
          open: openForPlans(match, now),
          lines,
          plans: plansBy.get(match.id) ?? 0,
        };
      });
    },

  };
}

export type PlanBook = ReturnType<typeof createPlanBook>;
