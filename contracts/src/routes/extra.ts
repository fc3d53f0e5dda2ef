import { z } from 'zod';
import { chatBanStateSchema, matchChatBanRequestSchema, matchChatDeleteRequestSchema } from '../chat';
import { reportedPostReviewSchema, reportedPostSchema } from '../community';
import { expertApplicationEntrySchema, expertApplicationSchema, expertReviewRequestSchema } from '../expert';
import { AUDIT_STATUS, auditApplicationSchema, auditInfoSchema, auditReviewRequestSchema } from '../room';
import { phoneSchema } from '../rules';
import { SITEMAP_INDEX_PATH, SITEMAP_PATH_PREFIX, sitemapFileSchema } from '../sitemap';
import { operatorAdjustRequestSchema, rejectWithdrawalRequestSchema, withdrawalSchema } from '../wallet';
import { defineRoute, defineRoutes, fileBodySchema, getQuery, idParamsSchema } from './define';

/** What a live captcha challenge expects (GET /dev/captcha/answer). */
export const captchaExpectedAnswerSchema = z.object({
  captchaType: z.enum(['blockPuzzle', 'clickWord', 'oldSlider']),
  point: z.object({ x: z.number(), y: z.number() }).optional(),
  points: z.array(z.object({ x: z.number(), y: z.number() })).optional(),
  x: z.number().optional(),
});

/** The last text the sandbox SMS sender "sent" to a mobile, and the code in it (GET /dev/sms/latest). */
export const sandboxSmsSchema = z.object({ code: z.string().nullable(), text: z.string(), sentAt: z.number().int() });

/** What GET /healthz answers while the process lives. */
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/** One check of GET /readyz: whether it passed, how long it took, and why it failed. */
export const readinessCheckSchema = z.object({ ok: z.boolean(), ms: z.number(), detail: z.string().optional() });

/** What GET /readyz answers (HTTP 200 when every check passed, else 503): each check by name. */
export const readinessSchema = z.object({ ready: z.boolean(), checks: z.record(z.string(), readinessCheckSchema) });
export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** GET /metrics without the bearer token METRICS_TOKEN names. */
export const METRICS_TOKEN_WRONG_MESSAGE = 'metrics need Authorization: Bearer <METRICS_TOKEN>';
/** GET /metrics in production when METRICS_TOKEN is not set. */
export const METRICS_TOKEN_UNSET_MESSAGE = 'metrics are off: set METRICS_TOKEN';

const orderParams = z.object({ orderId: z.string().min(1).max(64) });

/**
 * Calls the SPEC does not name: the developer aids (never in production), the operator's calls
 * (only with OPERATOR_TOKEN, in the x-operator-token header), the sandbox checkout pages (never in
 * production) and the files the gateway serves (uploads, emoji, the default portrait).
 */
export const extraRoutes = defineRoutes({
  healthz: defineRoute({ method: 'GET', path: '/healthz', response: livenessSchema, answer: 'body', summary: 'The process lives.' }),
  readyz: defineRoute({
    method: 'GET',
    path: '/readyz',
    response: readinessSchema,
    answer: 'body',
    summary: 'Whether the gateway can serve: database, Redis when configured, upstream data fresh enough, media server. 503 when not.',
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/metrics',
    response: fileBodySchema,
    answer: 'file',
    summary: 'Prometheus metrics in the text format; with METRICS_TOKEN set, only with Authorization: Bearer <token>.',
  }),
  devCaptchaAnswer: defineRoute({
    method: 'GET',
    path: '/dev/captcha/answer',
    query: getQuery({ token: z.string().min(1).max(64) }),
    response: captchaExpectedAnswerSchema,
  }),
  devSmsLatest: defineRoute({ method: 'GET', path: '/dev/sms/latest', query: z.object({ mobile: phoneSchema }), response: sandboxSmsSchema }),
  operatorAuditList: defineRoute({
    method: 'GET',
    path: '/operator/audit/list',
    query: z.object({
      status: z.coerce.number().pipe(z.literal([AUDIT_STATUS.REVIEWING, AUDIT_STATUS.PASSED, AUDIT_STATUS.REJECTED])).optional(),
    }),
    response: z.array(auditApplicationSchema),
  }),
  operatorAuditReview: defineRoute({ method: 'POST', path: '/operator/audit/review', body: auditReviewRequestSchema, response: auditInfoSchema }),
  operatorExpertList: defineRoute({
    method: 'GET',
    path: '/operator/expert/list',
    query: z.object({
      status: z.coerce.number().pipe(z.literal([AUDIT_STATUS.REVIEWING, AUDIT_STATUS.PASSED, AUDIT_STATUS.REJECTED])).optional(),
    }),
    response: z.array(expertApplicationEntrySchema),
    summary: 'Expert applications, newest first, of one audit state or all.',
  }),
  operatorExpertReview: defineRoute({
    method: 'POST',
    path: '/operator/expert/review',
    body: expertReviewRequestSchema,
    response: expertApplicationSchema,
    summary: "Approves (the user becomes an expert) or rejects, with a reason, a user's expert application under review.",
  }),
  operatorReportedPosts: defineRoute({
    method: 'GET',
    path: '/operator/community/reported',
    response: z.array(reportedPostSchema),
    summary: 'Posts that reports took down, waiting for review, oldest first, each with its reports.',
  }),
  operatorReviewReportedPost: defineRoute({
    method: 'POST',
    path: '/operator/community/review',
    body: reportedPostReviewSchema,
    response: z.null(),
    summary: 'Shows a post reports took down again, setting its reports aside, or removes it.',
  }),
  operatorWithdrawals: defineRoute({
    method: 'GET',
    path: '/operator/wallet/withdrawals',
    response: z.array(withdrawalSchema.extend({ userId: z.number().int() })),
  }),
  operatorPayWithdrawal: defineRoute({ method: 'POST', path: '/operator/wallet/withdrawals/:id/pay', params: idParamsSchema, response: withdrawalSchema }),
  operatorRejectWithdrawal: defineRoute({
    method: 'POST',
    path: '/operator/wallet/withdrawals/:id/reject',
    params: idParamsSchema,
    body: rejectWithdrawalRequestSchema,
    response: withdrawalSchema,
  }),
  operatorAdjust: defineRoute({
    method: 'POST',
    path: '/operator/wallet/adjust',
    body: operatorAdjustRequestSchema,
    response: z.object({ transactionId: z.number().int(), replayed: z.boolean() }),
  }),
  operatorExpireRedPackets: defineRoute({
    method: 'POST',
    path: '/operator/wallet/red-packets/expire',
    response: z.object({ expired: z.number().int(), returned: z.number().int() }),
  }),
  operatorMatchChatDelete: defineRoute({
    method: 'POST',
    path: '/operator/chat/match/delete',
    body: matchChatDeleteRequestSchema,
    response: z.null(),
    summary: "Removes a message from a match chat, from every viewer's screen; the log keeps it.",
  }),
  operatorMatchChatBan: defineRoute({
    method: 'POST',
    path: '/operator/chat/match/ban',
    body: matchChatBanRequestSchema,
    response: chatBanStateSchema,
    summary: "Keeps a user from sending in a match's chat for some minutes.",
  }),
  sandboxCheckout: defineRoute({
    method: 'GET',
    path: '/sandbox/pay/checkout/:orderId',
    params: orderParams,
    response: fileBodySchema,
    answer: 'file',
    summary: "The sandbox provider's checkout page of an order.",
  }),
  sandboxConfirm: defineRoute({
    method: 'POST',
    path: '/sandbox/pay/checkout/:orderId/confirm',
    params: orderParams,
    response: fileBodySchema,
    answer: 'file',
    summary: 'Pays the order and redirects to /v/pay.',
  }),
  upload: defineRoute({
    method: 'GET',
    path: '/uploads/:name',
    params: z.object({ name: z.string().max(64) }),
    response: fileBodySchema,
    answer: 'file',
  }),
  emoji: defineRoute({
    method: 'GET',
    path: '/static/emoji/:file',
    params: z.object({ file: z.string().max(64) }),
    response: fileBodySchema,
    answer: 'file',
  }),
  defaultPortrait: defineRoute({ method: 'GET', path: '/static/portrait/default.svg', response: fileBodySchema, answer: 'file' }),
  robots: defineRoute({
    method: 'GET',
    path: '/robots.txt',
    response: fileBodySchema,
    answer: 'file',
    summary: 'What crawlers may read: the pages, not the calls of this table nor /v/; and where the sitemap is.',
  }),
  sitemapIndex: defineRoute({
    method: 'GET',
    path: SITEMAP_INDEX_PATH,
    response: fileBodySchema,
    answer: 'file',
    summary: 'The sitemap index (sitemaps.org 0.9): the sitemaps of the matches, news, leagues, teams, players, live rooms and experts.',
  }),
  sitemap: defineRoute({
    method: 'GET',
    path: `${SITEMAP_PATH_PREFIX}:file`,
    params: z.object({ file: sitemapFileSchema }),
    response: fileBodySchema,
    answer: 'file',
    summary: 'One sitemap of the index, e.g. matches-1.xml: at most 50,000 page addresses of one kind.',
  }),
});
