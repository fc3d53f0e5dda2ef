import { createContext, useContext } from 'react';
import {
  routes,
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
import { callRoute } from '../lib/api-call';

/** Where the income export downloads from (CSV); the auth cookie signs the request. */
export const INCOME_EXPORT_PATH = routes.pay.exportIncome.path;

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
  /** The top givers site-wide in a period (`rankType` 1 today, 2 this week, 3 this month). */
  giversRank(rankType: number): Promise<ApiResult<GiverRank[]>>;
  redPackets(roomId: number): Promise<ApiResult<RedPacket[]>>;
  sendRedPacket(request: SendRedPacketRequest): Promise<ApiResult<RedPacket>>;
  grabRedPacket(packetId: number): Promise<ApiResult<GrabRedPacketResult>>;
}

/** The wallet calls on `client` (the main API client unless a test gives another). */
export function createWalletApi(client: ApiClient = api): WalletApi {
  return {
    setting: () => callRoute(client, routes.pay.setting, {}),
    lowest: () => callRoute(client, routes.pay.lowest, {}),
    incomeBalances: () => callRoute(client, routes.pay.income, {}),
    recharge: (request) => callRoute(client, routes.pay.recharge, { body: request }),
    rechargeOrder: (orderId) => callRoute(client, routes.pay.rechargeOrder, { query: { orderId } }),
    withdraw: (request) => callRoute(client, routes.pay.withdraw, { body: request }),
    cards: (userId) => callRoute(client, routes.pay.cardList, { params: { id: userId } }),
    bindCard: (request) => callRoute(client, routes.pay.bindCard, { body: request }),
    unbindCard: (cardId) => callRoute(client, routes.pay.unbindCard, { params: { id: cardId } }),
    changePayPassword: (request) => callRoute(client, routes.pay.changePayPass, { body: request }),
    forgetPayPassword: (request) => callRoute(client, routes.pay.forgetPayPass, { body: request }),
    transactions: (request) => callRoute(client, routes.pay.transList, { body: request }),
    income: (request) => callRoute(client, routes.pay.incomeRecords, { body: request }),
    withdrawals: (request) => callRoute(client, routes.pay.withdrawRecords, { body: request }),
    gifts: () => callRoute(client, routes.chat.giftAll, {}),
    sendGift: (request) => callRoute(client, routes.pay.gift, { body: request }),
    nobilityTiers: () => callRoute(client, routes.pay.nobilityList, {}),
    nobilityBag: () => callRoute(client, routes.api.nobilityBag, {}),
    activateNobility: (nobilityId) => callRoute(client, routes.api.nobilityActive, { query: { nobilityId } }),
    buyNobility: (request) => callRoute(client, routes.pay.nobilityPurchase, { body: request }),
    roomRank: (anchorId) => callRoute(client, routes.pay.roomUserRank, { query: { anchorId } }),
    giversRank: (rankType) => callRoute(client, routes.api.rankPrice, { query: { rankType } }),
    redPackets: (roomId) => callRoute(client, routes.pay.redPacketList, { query: { roomId } }),
    sendRedPacket: (request) => callRoute(client, routes.pay.sendRedPacket, { body: request }),
    grabRedPacket: (packetId) => callRoute(client, routes.pay.grabRedPacket, { body: { packetId } }),
  };
}

const WalletApiContext = createContext<WalletApi>(createWalletApi());

/** Replaces the wallet calls below it (tests). */
export const WalletApiProvider = WalletApiContext.Provider;

export function useWalletApi(): WalletApi {
  return useContext(WalletApiContext);
}
