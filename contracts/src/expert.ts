import { z } from 'zod';
import { flagSchema } from './auth';
import { MatchType, matchTypeSchema } from './enums';
import { AUDIT_STATUS } from './room';
import { PICK_SIDES } from './market-names';
import { sportEntry, sportOf, type PlanPlay } from './sports';

// Experts and their plans (有料, SPEC §6 "Expert", §7 "Experts"): an expert publishes a plan (方案)
// for upcoming matches in one game-play type of SPEC §3, fans buy it with diamonds, and it settles
// from the final score against the line recorded when it was published.

/** How a plan ended, or that it has not yet: 红 win, 走 push, 黑 loss, the halves of quarter lines, refunded. */
export const PLAN_RESULT = { PENDING: 0, WIN: 1, PUSH: 2, LOSS: 3, HALF_WIN: 4, HALF_LOSS: 5, REFUNDED: 6 } as const;
/** A value of {@link PLAN_RESULT}. */
export type PlanResult = (typeof PLAN_RESULT)[keyof typeof PLAN_RESULT];
/** Accepts a {@link PLAN_RESULT}. */
export const planResultSchema = z.literal([0, 1, 2, 3, 4, 5, 6]);
/** What a page shows for each {@link PLAN_RESULT}. */
export const PLAN_RESULT_LABELS = { 0: '待开赛', 1: '红', 2: '走', 3: '黑', 4: '赢半', 5: '输半', 6: '已退款' } as const;

/** The results a record counts as decided: a hit (win, half win) or a miss (loss, half loss). Push and refund are not. */
export const HIT_RESULTS: readonly PlanResult[] = [PLAN_RESULT.WIN, PLAN_RESULT.HALF_WIN];
/** See {@link HIT_RESULTS}. */
export const MISS_RESULTS: readonly PlanResult[] = [PLAN_RESULT.LOSS, PLAN_RESULT.HALF_LOSS];

/** How many of the latest decided plans the recent form counts (近10中7). */
export const RECENT_FORM_SIZE = 10;
/** The share of a plan's price that goes to its expert's income, in percent; the rest is the platform's. */
export const EXPERT_SHARE_PERCENT = 70;
/** The highest price of a plan, in diamonds. */
export const PLAN_MAX_PRICE = 10_000;
/** The fewest plans won in a row that make a streak (2连红): 连红榜 lists only experts on one. */
export const MIN_STREAK = 2;
/** Experts with fewer decided plans are listed after those with enough in the rankings. */
export const RANKING_MIN_DECIDED = 3;

/** 近10中7: the recent form as pages show it. */
export const recentFormLabel = (played: number, hits: number): string => `近${played}中${hits}`;

/** The side a plan picks: 主胜/平/客胜 (1X2 and the lottery), 主/客 (handicaps), 大/小 (totals). */
export const pickSideSchema = z.enum(PICK_SIDES);
/** A side a plan picks. */
export type PickSide = z.infer<typeof pickSideSchema>;
/** What each side reads as. */
export const PICK_SIDE_LABELS: Record<PickSide, string> = { home: '主胜', draw: '平局', away: '客胜', over: '大', under: '小' };

/** A play type of a sport as its registry entry has it, or undefined for one the sport has not. */
const playOf = (matchType: MatchType, playType: number): PlanPlay | undefined => sportEntry(sportOf(matchType)).plays[playType];

/** The sides one play type allows, by sport: 1X2 markets home/draw/away, handicaps home/away, totals over/under. */
export function sidesOf(matchType: MatchType, playType: number): readonly PickSide[] {
  return playOf(matchType, playType)?.sides ?? [];
}

/** The Chinese name of a play type of a sport, e.g. 让球, 大小分. */
export function playTypeName(matchType: MatchType, playType: number): string {
  return playOf(matchType, playType)?.label ?? '';
}

/** The play types of a sport, for the filters. */
export const playTypesOf = (matchType: MatchType): readonly number[] => Object.keys(sportEntry(sportOf(matchType)).plays).map(Number);

/** How many matches a plan of a play type covers: two for the two-in-one parlay (football 5), else one. */
export const legsOf = (matchType: MatchType, playType: number): number => playOf(matchType, playType)?.legs ?? 1;

/** The texts a user sees from the expert calls. */
export const EXPERT_MESSAGES = {
  notExpert: '您还不是专家，请先申请成为专家',
  alreadyExpert: '您已经是专家了',
  applicationPending: '您的专家申请正在审核中，请耐心等待',
  applicationSubmitted: '专家申请已提交，请等待审核',
  noPendingApplication: '该用户没有待审核的专家申请',
  approved: '专家申请已通过',
  rejected: '专家申请已驳回',
  rejectNeedsReason: '驳回专家申请请填写原因',
  nameInvalid: '专家名称需2-12个字',
  introductionInvalid: '专家简介需10-500个字',
  playTypesInvalid: '请选择擅长的玩法',
  titleInvalid: '方案标题需4-40个字',
  analysisInvalid: '方案分析需20-2000个字',
  priceInvalid: `方案价格需为0-${PLAN_MAX_PRICE}钻石的整数`,
  legsInvalid: '所选比赛数量与玩法不符',
  sideInvalid: '所选结果不属于该玩法',
  sameMatchTwice: '二串一需选择两场不同的比赛',
  matchUnavailable: '该比赛不存在或已开赛，不能发布方案',
  marketUnavailable: '该比赛暂无此玩法的盘口',
  outsideSpeciality: '只能发布申请时选择的项目和玩法的方案',
  planNotFound: '方案不存在',
  expertNotFound: '专家不存在',
  approvalNote: '审核通过，欢迎成为专家',
  defaultIntroduction: '这位专家还没有填写简介。',
  planClosed: '该方案的比赛已开赛，停止购买',
  ownPlan: '不能购买自己的方案',
  freePlan: '免费方案无需购买',
  bought: '购买成功',
  published: '方案发布成功',
} as const;

const introductionText = z.string().trim().min(10, EXPERT_MESSAGES.introductionInvalid).max(500, EXPERT_MESSAGES.introductionInvalid);

/** Body of POST /tj/expert/apply: what a tipster site asks of an applicant. */
export const expertApplyRequestSchema = z
  .object({
    /** The name shown on the expert's plans. */
    name: z.string().trim().min(2, EXPERT_MESSAGES.nameInvalid).max(12, EXPERT_MESSAGES.nameInvalid),
    /** The sport the expert tips: 1 football, 2 basketball. */
    matchType: matchTypeSchema,
    /** The play types of that sport the expert is good at. */
    playTypes: z.array(z.number().int()).min(1, EXPERT_MESSAGES.playTypesInvalid).max(5, EXPERT_MESSAGES.playTypesInvalid),
    introduction: introductionText,
  })
  .refine(
    (form) => form.playTypes.every((type) => playTypesOf(form.matchType).includes(type)),
    { message: EXPERT_MESSAGES.playTypesInvalid, path: ['playTypes'] },
  );
/** Body of POST /tj/expert/apply. */
export type ExpertApplyRequest = z.infer<typeof expertApplyRequestSchema>;

/** An expert application's state (GET /tj/expert/apply/info): the audit states of {@link AUDIT_STATUS}. */
export const expertApplicationSchema = z.object({
  status: z.literal([AUDIT_STATUS.NONE, AUDIT_STATUS.REVIEWING, AUDIT_STATUS.PASSED, AUDIT_STATUS.REJECTED]),
  reason: z.string(),
  name: z.string().nullable(),
  matchType: z.number().int().nullable(),
  playTypes: z.array(z.number().int()),
  introduction: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
/** An expert application's state. */
export type ExpertApplication = z.infer<typeof expertApplicationSchema>;

/** An expert application as the operator lists it. */
export const expertApplicationEntrySchema = expertApplicationSchema.extend({ id: z.number().int(), userId: z.number().int(), nickName: z.string() });
/** An expert application as the operator lists it. */
export type ExpertApplicationEntry = z.infer<typeof expertApplicationEntrySchema>;

/** Body of POST /operator/expert/review. */
export const expertReviewRequestSchema = z.object({
  userId: z.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().max(200).optional(),
});

/**
 * An expert's record, computed from their settled plans on every read: hits are wins and half
 * wins, misses losses and half losses; pushes and refunds count in neither.
 */
export const expertRecordSchema = z.object({
  /** Plans settled to a result other than a refund. */
  settled: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  halfWins: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  halfLosses: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** Hits over decided plans, in percent with one decimal; null before the first decided plan. */
  hitRate: z.number().nullable(),
  /** The latest {@link RECENT_FORM_SIZE} decided plans and the hits among them. */
  recentPlayed: z.number().int().nonnegative(),
  recentHits: z.number().int().nonnegative(),
  /** 近10中7. */
  recentLabel: z.string(),
  /** Hits in a row up to the latest decided plan (连红). */
  streak: z.number().int().nonnegative(),
  /** Return on a stake of one per settled plan at the recorded odds, in percent; null before the first. */
  roi: z.number().nullable(),
});
/** An expert's record. */
export type ExpertRecord = z.infer<typeof expertRecordSchema>;

/** An expert as lists and their page head show them. */
export const expertCardSchema = z.object({
  userId: z.number().int(),
  /** The expert's name (from the application). */
  name: z.string(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  matchType: matchTypeSchema,
  playTypes: z.array(z.number().int()),
  introduction: z.string(),
  record: expertRecordSchema,
  /** Plans not yet closed (still for sale). */
  openPlans: z.number().int().nonnegative(),
});
/** An expert as lists show them. */
export type ExpertCard = z.infer<typeof expertCardSchema>;

/** A team in a plan's match. */
const planTeamSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });

/** The pick of one match of a plan: the side and the price it was recorded at. Only for those who may read it. */
export const planPickSchema = z.object({
  side: pickSideSchema,
  /** The price of the side when published: Hong Kong odds for handicaps and totals, decimal for 1X2 and the lottery. */
  odds: z.number(),
});
/** The pick of one match of a plan. */
export type PlanPick = z.infer<typeof planPickSchema>;

/** One match of a plan, with its state now and, once it ended, its result for the plan. */
export const planLegSchema = z.object({
  matchId: z.number().int(),
  matchType: matchTypeSchema,
  leagueName: z.string(),
  leagueColor: z.string(),
  home: planTeamSchema,
  away: planTeamSchema,
  /** Kick-off, epoch ms. */
  kickoffAt: z.number().int(),
  /** The match's state index of SPEC §3 now; null when the feed no longer holds the match. */
  state: z.number().int().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** The market's line when published: the home side's handicap or the total; null for 1X2 markets. */
  line: z.number().nullable(),
  /** Null for whoever may not read the plan. */
  pick: planPickSchema.nullable(),
  result: planResultSchema,
});
/** One match of a plan. */
export type PlanLeg = z.infer<typeof planLegSchema>;

/**
 * A plan as every call shows it. For a paid plan the caller has not bought (and is not the
 * expert of), `locked` is true and `pick` of every leg and `analysis` are null.
 */
export const planSchema = z.object({
  id: z.number().int(),
  /** Its address: GET /tj/recommend/{code}. */
  code: z.string(),
  expert: z.object({ userId: z.number().int(), name: z.string(), nickName: z.string(), portrait: z.string() }),
  matchType: matchTypeSchema,
  playType: z.number().int(),
  playTypeName: z.string(),
  title: z.string(),
  /** Diamonds; 0 is free. */
  price: z.number().int().nonnegative(),
  legs: z.array(planLegSchema),
  result: planResultSchema,
  publishedAt: z.string(),
  /** When buying stops: the first kick-off, epoch ms. */
  closesAt: z.number().int(),
  settledAt: z.string().nullable(),
  buyers: z.number().int().nonnegative(),
  /** The picks, the legs' results and the analysis are withheld: a paid plan not yet settled, for whoever did not buy it. */
  locked: z.boolean(),
  bought: z.boolean(),
  /** Whether the caller is its expert. */
  mine: z.boolean(),
  /** Only in GET /tj/recommend/{code}, and only for whoever may read the plan. */
  analysis: z.string().nullable(),
});
/** A plan. */
export type Plan = z.infer<typeof planSchema>;

/** A page of plans. */
export const planPageSchema = z.object({
  list: z.array(planSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
/** A page of plans. */
export type PlanPage = z.infer<typeof planPageSchema>;

const page = z.number().int().min(1).max(1000).default(1);
const pageSize = z.number().int().min(1).max(50).default(20);
const optionalMatchType = matchTypeSchema.optional();

/** Body of POST /tj/recommend: publishing a plan. */
export const planPublishRequestSchema = z
  .object({
    matchType: matchTypeSchema,
    playType: z.number().int().min(1).max(5),
    legs: z
      .array(z.object({ matchId: z.number().int().positive(), side: pickSideSchema }))
      .min(1, EXPERT_MESSAGES.legsInvalid)
      .max(2, EXPERT_MESSAGES.legsInvalid),
    title: z.string().trim().min(4, EXPERT_MESSAGES.titleInvalid).max(40, EXPERT_MESSAGES.titleInvalid),
    analysis: z.string().trim().min(20, EXPERT_MESSAGES.analysisInvalid).max(2000, EXPERT_MESSAGES.analysisInvalid),
    price: z.number().int(EXPERT_MESSAGES.priceInvalid).min(0, EXPERT_MESSAGES.priceInvalid).max(PLAN_MAX_PRICE, EXPERT_MESSAGES.priceInvalid),
  })
  .superRefine((plan, ctx) => {
    if (!playTypesOf(plan.matchType).includes(plan.playType)) {
      ctx.addIssue({ code: 'custom', path: ['playType'], message: EXPERT_MESSAGES.legsInvalid });
      return;
    }
    if (plan.legs.length !== legsOf(plan.matchType, plan.playType)) ctx.addIssue({ code: 'custom', path: ['legs'], message: EXPERT_MESSAGES.legsInvalid });
    const sides = sidesOf(plan.matchType, plan.playType);
    if (plan.legs.some((leg) => !sides.includes(leg.side))) ctx.addIssue({ code: 'custom', path: ['legs'], message: EXPERT_MESSAGES.sideInvalid });
    if (new Set(plan.legs.map((leg) => leg.matchId)).size !== plan.legs.length) {
      ctx.addIssue({ code: 'custom', path: ['legs'], message: EXPERT_MESSAGES.sameMatchTwice });
    }
  });
/** Body of POST /tj/recommend. */
export type PlanPublishRequest = z.infer<typeof planPublishRequestSchema>;

/** Body of POST /tj/recommend/buy. */
export const planBuyRequestSchema = z.object({ code: z.string().min(1).max(32) });

/** Body of POST /tj/expert/pc/rec and /pc/more: a page of plans, by sport, play type and kind. */
export const planListRequestSchema = z.object({
  matchType: optionalMatchType,
  playType: z.number().int().min(1).max(5).optional(),
  /** hot: most bought first; latest: newest first; free: free plans only; settled: with results. */
  kind: z.enum(['hot', 'latest', 'free', 'settled']).default('latest'),
  /** Only plans still for sale. */
  open: z.boolean().optional(),
  page,
  pageSize,
});
/** Body of the plan lists. */
export type PlanListRequest = z.input<typeof planListRequestSchema>;

/** Body of POST /pc/experts: the experts by sport and play type, ranked. */
export const expertListRequestSchema = z.object({
  matchType: optionalMatchType,
  playType: z.number().int().min(1).max(5).optional(),
  sort: z.enum(['hitRate', 'streak', 'roi']).default('hitRate'),
  page,
  pageSize,
});
/** Body of POST /pc/experts. */
export type ExpertListRequest = z.input<typeof expertListRequestSchema>;

/** An answer of POST /pc/experts. */
export const expertPageSchema = z.object({
  list: z.array(expertCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
/** An answer of POST /pc/experts. */
export type ExpertPage = z.infer<typeof expertPageSchema>;

/** Body of POST /pc/center/head. */
export const expertHeadRequestSchema = z.object({ expertId: z.number().int().positive() });
/** Body of POST /pc/center/recommends: an expert's plans. */
export const expertPlansRequestSchema = z.object({
  expertId: z.number().int().positive(),
  /** open: still for sale; settled: with a result. */
  status: z.enum(['all', 'open', 'settled']).default('all'),
  page,
  pageSize,
});
/** Body of POST /pc/recommends: the signed-in expert's own plans. */
export const myPlansRequestSchema = expertPlansRequestSchema.omit({ expertId: true });

/** Body of POST /pc/match: a match and its plans. */
export const matchPlansRequestSchema = z.object({ matchId: z.number().int().positive() });

/** The answer of POST /tj/expert/home/rec: the youliao page. */
export const youliaoHomeSchema = z.object({
  /** Open plans, most bought first. */
  hot: z.array(planSchema),
  /** Open free plans. */
  free: z.array(planSchema),
  /** Experts by hit rate. */
  byHitRate: z.array(expertCardSchema),
  /** Experts on a streak (two or more plans won in a row), the longest first. */
  byStreak: z.array(expertCardSchema),
  /** Recently settled plans, their results. */
  settled: z.array(planSchema),
});
/** The youliao page. */
export type YouliaoHome = z.infer<typeof youliaoHomeSchema>;

/** An upcoming or recent match as the plan pages list it, with the lines plans would record. */
export const tippedMatchSchema = z.object({
  matchId: z.number().int(),
  matchType: matchTypeSchema,
  leagueId: z.number().int(),
  leagueName: z.string(),
  leagueColor: z.string(),
  home: planTeamSchema,
  away: planTeamSchema,
  kickoffAt: z.number().int(),
  state: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /** Whether a plan may still be published on it (not started). */
  open: z.boolean(),
  /** The current lines by play type (handicap or total), or null for markets without a line or not quoted. */
  lines: z.record(z.string(), z.number().nullable()),
  /** Published plans on the match. */
  plans: z.number().int().nonnegative(),
});
/** A match as the plan pages list it. */
export type TippedMatch = z.infer<typeof tippedMatchSchema>;

/** Query of GET /tj/match: matches of a sport; `open=1` only those a plan may be published on; `leagueId` one league. */
export const tippedMatchQueryShape = {
  matchType: z.coerce.number().pipe(matchTypeSchema).default(MatchType.FOOTBALL),
  open: z.coerce.number().pipe(flagSchema).optional(),
  leagueId: z.coerce.number().int().positive().optional(),
};

/** The answer of POST /pc/match. */
export const matchPlansSchema = z.object({ match: tippedMatchSchema.nullable(), plans: z.array(planSchema) });
/** The answer of POST /pc/match. */
export type MatchPlans = z.infer<typeof matchPlansSchema>;

/** The answer of GET /tj/match/filter: the leagues of a sport's matches, with how many matches each. */
export const tippedLeaguesSchema = z.object({
  leagues: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string(), count: z.number().int().nonnegative() })),
});
/** The answer of GET /tj/match/filter. */
export type TippedLeagues = z.infer<typeof tippedLeaguesSchema>;

/** A settled plan's result, pushed over the socket (`plan.settled`) to its buyers and its expert. */
export const planSettledNoticeSchema = z.object({
  planId: z.number().int(),
  code: z.string(),
  title: z.string(),
  result: planResultSchema,
});
/** A settled plan's result. */
export type PlanSettledNotice = z.infer<typeof planSettledNoticeSchema>;

/** The `data` of POST /tj/expert/info: the signed-in user's expert card with their record, or null for a non-expert. */
export const expertInfoSchema = expertCardSchema.nullable();
/** The `data` of POST /tj/expert/info. */
export type ExpertInfo = z.infer<typeof expertInfoSchema>;
