import { createContext, useContext } from 'react';
import {
  bankCardSchema,
  giftSchema,
  giverRankSchema,
  incomeBalancesSchema,
  grabRedPacketResultSchema,
  nobilityPurchaseResultSchema,
  nobilityTierSchema,
  ownedNobilitySchema,
  rechargeOrderSchema,
  redPacketSchema,
  sendGiftResultSchema,
  walletLowestSchema,
  walletPageSchema,
  walletRecordSchema,
  walletSettingSchema,
  withdrawalSchema,
  type BankCard,
  type BindCardRequest,
  type ChangePayPassRequest,
  type ForgetPayPassRequest,
  type Gift,
  type GiverRank,
  type GrabRedPacketResult,
  type IncomeBalances,
  type IncomeListRequest,
  type NobilityPurchaseRequest,
  type NobilityPurchaseResult,
  type NobilityTier,
  type OwnedNobility,
  type RechargeOrder,
  type RechargeRequest,
  type RedPacket,
  type SendGiftRequest,
  type SendGiftResult,
  type SendRedPacketRequest,
  type TransListRequest,
  type WalletLowest,
  type WalletPage,
  type WalletRecord,
  type WalletSetting,
  type WithdrawListRequest,
  type WithdrawRequest,
  type Withdrawal,
} from '@portal/contracts';
import { api, type ApiClient, type ApiResult } from '../lib/api';
import { listOf } from '../list-of';

/** Where the income export downloads from (CSV); the auth cookie signs the request. */
export const INCOME_EXPORT_PATH = '/pay/export/income/';

const recordPageSchema = walletPageSchema(walletRecordSchema);
const withdrawalPageSchema = walletPageSchema(withdrawalSchema);

/** Every wallet call of SPEC §7 the web makes, on one API client. */
export interface WalletApi {
  setting(): Promise<ApiResult<WalletSetting>>;
  lowest(): Promise<ApiResult<WalletLowest>>;
  /** The anchor income the user may withdraw, by currency. */
  incomeBalances(): Promise<ApiResult<IncomeBalances>>;
  recharge(request: RechargeRequest): Promise<ApiResult<RechargeOrder>>;
  rechargeOrder(orderId: string): Promise<ApiResult<RechargeOrder>>;
  withdraw(request: WithdrawRequest): Promise<ApiResult<Withdrawal>>;
  cards(userId: number): Promise<ApiResult<BankCard[]>>;
  bindCard(request: BindCardRequest): Promise<ApiResult<BankCard>>;
  unbindCard(cardId: number): Promise<ApiResult<unknown>>;
  changePayPassword(request: ChangePayPassRequest): Promise<ApiResult<unknown>>;
  forgetPayPassword(request: ForgetPayPassRequest): Promise<ApiResult<unknown>>;
  transactions(request: TransListRequest): Promise<ApiResult<WalletPage<WalletRecord>>>;
  income(request: IncomeListRequest): Promise<ApiResult<WalletPage<WalletRecord>>>;
  withdrawals(request: WithdrawListRequest): Promise<ApiResult<WalletPage<Withdrawal>>>;
  gifts(): Promise<ApiResult<Gift[]>>;
  sendGift(request: SendGiftRequest): Promise<ApiResult<SendGiftResult>>;
  nobilityTiers(): Promise<ApiResult<NobilityTier[]>>;
  nobilityBag(): Promise<ApiResult<OwnedNobility[]>>;
  activateNobility(nobilityId: number): Promise<ApiResult<unknown>>;
  buyNobility(request: NobilityPurchaseRequest): Promise<ApiResult<NobilityPurchaseResult>>;
  roomRank(anchorId: number): Promise<ApiResult<GiverRank[]>>;
  redPackets(roomId: number): Promise<ApiResult<RedPacket[]>>;
  sendRedPacket(request: SendRedPacketRequest): Promise<ApiResult<RedPacket>>;
  grabRedPacket(packetId: number): Promise<ApiResult<GrabRedPacketResult>>;
}

/** The wallet calls on `client` (the main API client unless a test gives another). */
export function createWalletApi(client: ApiClient = api): WalletApi {
  return {
    setting: () => client.get('/pay/setting', undefined, { schema: walletSettingSchema }),
    lowest: () => client.get('/pay/lowest', undefined, { schema: walletLowestSchema }),
    incomeBalances: () => client.get('/pay/income', undefined, { schema: incomeBalancesSchema }),
    recharge: (request) => client.post('/pay/recharge', request, { schema: rechargeOrderSchema }),
    rechargeOrder: (orderId) => client.get('/pay/recharge/order', { orderId }, { schema: rechargeOrderSchema }),
    withdraw: (request) => client.post('/pay/withdraw', request, { schema: withdrawalSchema }),
    cards: (userId) => client.get(`/pay/card-list/${userId}`, undefined, { schema: listOf(bankCardSchema) }),
    bindCard: (request) => client.post('/pay/bind-card', request, { schema: bankCardSchema }),
    unbindCard: (cardId) => client.post(`/pay/unbind-card/${cardId}`),
    changePayPassword: (request) => client.post('/pay/change/pay-pass', request),
    forgetPayPassword: (request) => client.post('/pay/forget/pay-pass', request),
    transactions: (request) => client.post('/pay/record/trans-list', request, { schema: recordPageSchema }),
    income: (request) => client.post('/pay/record/income', request, { schema: recordPageSchema }),
    withdrawals: (request) => client.post('/pay/record/withdraw', request, { schema: withdrawalPageSchema }),
    gifts: () => client.get('/api/chat/gift/all', undefined, { schema: listOf(giftSchema) }),
    sendGift: (request) => client.post('/pay/gift', request, { schema: sendGiftResultSchema }),
    nobilityTiers: () => client.get('/pay/room/nobility/list', undefined, { schema: listOf(nobilityTierSchema) }),
    nobilityBag: () => client.get('/api/nobility/bag', undefined, { schema: listOf(ownedNobilitySchema) }),
    activateNobility: (nobilityId) => client.get('/api/nobility/active', { nobilityId }),
    buyNobility: (request) =>
      client.post('/pay/room/nobility/purchase', request, { schema: nobilityPurchaseResultSchema }),
    roomRank: (anchorId) => client.get('/pay/room/user/rank', { anchorId }, { schema: listOf(giverRankSchema) }),
    redPackets: (roomId) =>
      client.get('/pay/room/red-packet/list', { roomId }, { schema: listOf(redPacketSchema) }),
    sendRedPacket: (request) => client.post('/pay/room/red-packet/send', request, { schema: redPacketSchema }),
    grabRedPacket: (packetId) =>
      client.post('/pay/room/red-packet/grab', { packetId }, { schema: grabRedPacketResultSchema }),
  };
}

const WalletApiContext = createContext<WalletApi>(createWalletApi());

/** Replaces the wallet calls below it (tests). */
export const WalletApiProvider = WalletApiContext.Provider;

export function useWalletApi(): WalletApi {
  return useContext(WalletApiContext);
}
