import { z } from 'zod';
import { balancesSchema } from '../auth';
import {
  bankCardSchema,
  bindCardRequestSchema,
  changePayPassRequestSchema,
  forgetPayPassRequestSchema,
  giverRankSchema,
  grabRedPacketRequestSchema,
  grabRedPacketResultSchema,
  incomeBalancesSchema,
  incomeListRequestSchema,
  nobilityPurchaseRequestSchema,
  nobilityPurchaseResultSchema,
  nobilityTierSchema,
  rechargeOrderQuerySchema,
  rechargeOrderSchema,
  rechargeRequestSchema,
  redPacketDetailQuerySchema,
  redPacketDetailSchema,
  redPacketListQuerySchema,
  redPacketSchema,
  roomUserRankQuerySchema,
  sendGiftRequestSchema,
  sendGiftResultSchema,
  sendRedPacketRequestSchema,
  transListRequestSchema,
  walletLowestSchema,
  walletPageSchema,
  walletRecordSchema,
  walletSettingSchema,
  withdrawalSchema,
  withdrawListRequestSchema,
  withdrawRequestSchema,
} from '../wallet';
import { defineRoute, defineRoutes, fileBodySchema, getQuery } from './define';

/** A payment provider's word that an order was paid (POST /pay/notify/sandbox); `signature` is its HMAC over the other fields. */
export const paymentNotificationSchema = z.object({
  notificationId: z.string().min(8).max(64),
  orderId: z.string().min(1).max(64),
  /** In fen, as charged. */
  price: z.coerce.number().int().positive(),
  paidAt: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
/** A payment notification after parsing. */
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

const userIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The wallet (SPEC §7 "Wallet"): balances, top-up, withdrawal, cards, pay password, records, gifts, nobility, red packets. */
export const payRoutes = defineRoutes({
  balances: defineRoute({ method: 'GET', path: '/pay/balances', query: getQuery({}), response: balancesSchema }),
  setting: defineRoute({ method: 'GET', path: '/pay/setting', query: getQuery({}), response: walletSettingSchema }),
  lowest: defineRoute({ method: 'GET', path: '/pay/lowest', query: getQuery({}), response: walletLowestSchema }),
  income: defineRoute({ method: 'GET', path: '/pay/income', query: getQuery({}), response: incomeBalancesSchema }),
  recharge: defineRoute({ method: 'POST', path: '/pay/recharge', body: rechargeRequestSchema, response: rechargeOrderSchema }),
  rechargeOrder: defineRoute({
    method: 'GET',
    path: '/pay/recharge/order',
    query: getQuery(rechargeOrderQuerySchema.shape),
    response: rechargeOrderSchema,
  }),
  notifySandbox: defineRoute({
    method: 'POST',
    path: '/pay/notify/sandbox',
    body: paymentNotificationSchema,
    response: z.object({ credited: z.boolean() }),
    summary: "The payment provider's server call; signed, without a session.",
  }),
  withdraw: defineRoute({ method: 'POST', path: '/pay/withdraw', body: withdrawRequestSchema, response: withdrawalSchema }),
  bindCard: defineRoute({ method: 'POST', path: '/pay/bind-card', body: bindCardRequestSchema, response: bankCardSchema }),
  unbindCard: defineRoute({ method: 'POST', path: '/pay/unbind-card/:id', params: userIdParams, response: z.null() }),
  cardList: defineRoute({
    method: 'GET',
    path: '/pay/card-list/:id',
    params: userIdParams,
    query: getQuery({}),
    response: z.array(bankCardSchema),
    summary: "The caller's own cards; `id` is the caller's user id.",
  }),
  changePayPass: defineRoute({ method: 'POST', path: '/pay/change/pay-pass', body: changePayPassRequestSchema, response: z.null() }),
  forgetPayPass: defineRoute({ method: 'POST', path: '/pay/forget/pay-pass', body: forgetPayPassRequestSchema, response: z.null() }),
  transList: defineRoute({
    method: 'POST',
    path: '/pay/record/trans-list',
    body: transListRequestSchema,
    response: walletPageSchema(walletRecordSchema),
  }),
  incomeRecords: defineRoute({
    method: 'POST',
    path: '/pay/record/income',
    body: incomeListRequestSchema,
    response: walletPageSchema(walletRecordSchema),
  }),
  withdrawRecords: defineRoute({
    method: 'POST',
    path: '/pay/record/withdraw',
    body: withdrawListRequestSchema,
    response: walletPageSchema(withdrawalSchema),
  }),
  exportIncome: defineRoute({
    method: 'GET',
    path: '/pay/export/income/',
    query: getQuery({}),
    response: fileBodySchema,
    answer: 'file',
    summary: 'The income records as a CSV download.',
  }),
  gift: defineRoute({ method: 'POST', path: '/pay/gift', body: sendGiftRequestSchema, response: sendGiftResultSchema }),
  nobilityList: defineRoute({ method: 'GET', path: '/pay/room/nobility/list', query: getQuery({}), response: z.array(nobilityTierSchema) }),
  nobilityPurchase: defineRoute({
    method: 'POST',
    path: '/pay/room/nobility/purchase',
    body: nobilityPurchaseRequestSchema,
    response: nobilityPurchaseResultSchema,
  }),
  roomUserRank: defineRoute({
    method: 'GET',
    path: '/pay/room/user/rank',
    query: getQuery(roomUserRankQuerySchema.shape),
    response: z.array(giverRankSchema),
  }),
  sendRedPacket: defineRoute({ method: 'POST', path: '/pay/room/red-packet/send', body: sendRedPacketRequestSchema, response: redPacketSchema }),
  grabRedPacket: defineRoute({
    method: 'POST',
    path: '/pay/room/red-packet/grab',
    body: grabRedPacketRequestSchema,
    response: grabRedPacketResultSchema,
  }),
  redPacketList: defineRoute({
    method: 'GET',
    path: '/pay/room/red-packet/list',
    query: getQuery(redPacketListQuerySchema.shape),
    response: z.array(redPacketSchema),
  }),
  redPacketDetail: defineRoute({
    method: 'GET',
    path: '/pay/room/red-packet/detail',
    query: getQuery(redPacketDetailQuerySchema.shape),
    response: redPacketDetailSchema,
  }),
});
