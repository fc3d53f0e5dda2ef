import { keepPreviousData } from '@tanstack/react-query';
import {
  NETWORK_FAILED,
  NOBILITY_ACTIVATE_FAILED,
  NOBILITY_PURCHASE_FAILED,
  PAY_PASSWORD_RESET_FAILED,
  RED_PACKET_SEND_FAILED,
  WALLET_WRITE_FAILED,
  routes,
  type BankCard,
  type BindCardRequest,
  type ChangePayPassRequest,
  type ForgetPayPassRequest,
  type IncomeListRequest,
  type NobilityPurchaseResult,
  type NobilityTier,
  type RechargeRequest,
  type RedPacket,
  type SendGiftRequest,
  type SendRedPacketRequest,
  type TransListRequest,
  type Withdrawal,
  type WithdrawListRequest,
  type WithdrawRequest,
} from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { invalidateRoutes, routeKey, routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';

/** Where the income export downloads from (CSV); the auth cookie signs the request. */
export const INCOME_EXPORT_PATH = routes.pay.exportIncome.path;

/** The pages of the ledger and of the withdrawals: a withdrawal adds to them. */
const RECORD_LISTS = [routes.pay.transList, routes.pay.incomeRecords, routes.pay.withdrawRecords] as const;

export const walletQueries = {
  setting: () => routeQuery(routes.pay.setting, {}),
  lowest: () => routeQuery(routes.pay.lowest, {}),
  /** The anchor income the user may withdraw, by currency. */
  incomeBalances: () => routeQuery(routes.pay.income, {}),
  cards: (userId: number) => routeQuery(routes.pay.cardList, { params: { id: userId } }),
  transactions: (request: TransListRequest) => routeQuery(routes.pay.transList, { body: request }, { placeholderData: keepPreviousData }),
  income: (request: IncomeListRequest) => routeQuery(routes.pay.incomeRecords, { body: request }, { placeholderData: keepPreviousData }),
  withdrawals: (request: WithdrawListRequest) =>
    routeQuery(routes.pay.withdrawRecords, { body: request }, { placeholderData: keepPreviousData }),
  gifts: () => routeQuery(routes.chat.giftAll, {}, { staleTime: Infinity }),
  nobilityTiers: () => routeQuery(routes.pay.nobilityList, {}),
  nobilityBag: () => routeQuery(routes.api.nobilityBag, {}),
  roomRank: (anchorId: number) => routeQuery(routes.pay.roomUserRank, { query: { anchorId } }),
  /** The top givers site-wide in a period (`rankType` 1 today, 2 this week, 3 this month). */
  giversRank: (rankType: number) => routeQuery(routes.api.rankPrice, { query: { rankType } }),
  redPackets: (roomId: number) => routeQuery(routes.pay.redPacketList, { query: { roomId } }),
};

/** The calls the wallet's machines make (their network actors), which tell a refusal themselves. */
export const walletCalls = {
  sendGift: (request: SendGiftRequest) => callRoute(api, routes.pay.gift, { body: request }),
  grabRedPacket: (packetId: number) => callRoute(api, routes.pay.grabRedPacket, { body: { packetId } }),
  recharge: (request: RechargeRequest) => callRoute(api, routes.pay.recharge, { body: request }),
  rechargeOrder: (orderId: string) => callRoute(api, routes.pay.rechargeOrder, { query: { orderId } }),
};

/** A form's wallet write: a refusal without a message is WALLET_WRITE_FAILED, a call without an answer NETWORK_FAILED. */
const formWrite = { refused: WALLET_WRITE_FAILED, unreachable: NETWORK_FAILED } as const;

export const walletMutations = {
  bindCard: (effects?: MutationEffects<BankCard, BindCardRequest>) =>
    routeMutation(
      routes.pay.bindCard,
      {
        ...formWrite,
        input: (request: BindCardRequest) => ({ body: request }),
        onSuccess: (_card, _request, _result, { client }) => invalidateRoutes(client, routes.pay.cardList),
      },
      effects,
    ),
  unbindCard: (effects?: MutationEffects<unknown, BankCard>) =>
    routeMutation(
      routes.pay.unbindCard,
      {
        ...formWrite,
        input: (card: BankCard) => ({ params: { id: card.id } }),
        onSuccess: (_answer, _card, _result, { client }) => invalidateRoutes(client, routes.pay.cardList),
      },
      effects,
    ),
  changePayPassword: (effects?: MutationEffects<unknown, ChangePayPassRequest>) =>
    routeMutation(
      routes.pay.changePayPass,
      {
        ...formWrite,
        input: (request: ChangePayPassRequest) => ({ body: request }),
        onSuccess: (_answer, _request, _result, { client }) => invalidateRoutes(client, routes.pay.setting),
      },
      effects,
    ),
  withdraw: (effects?: MutationEffects<Withdrawal, WithdrawRequest>) =>
    routeMutation(
      routes.pay.withdraw,
      {
        ...formWrite,
        input: (request: WithdrawRequest) => ({ body: request }),
        onSuccess: (_withdrawal, _request, _result, { client }) => invalidateRoutes(client, routes.pay.income, ...RECORD_LISTS),
      },
      effects,
    ),
  forgetPayPassword: (effects?: MutationEffects<unknown, ForgetPayPassRequest>) =>
    routeMutation(
      routes.pay.forgetPayPass,
      { input: (request: ForgetPayPassRequest) => ({ body: request }), refused: PAY_PASSWORD_RESET_FAILED, unreachable: NETWORK_FAILED },
      effects,
    ),
  /** Buys `tier` in room `roomId`; `requestKey` makes a retry after a lost answer buy it once. */
  buyNobility: (roomId: number, effects?: MutationEffects<NobilityPurchaseResult, { tier: NobilityTier; requestKey: string }>) =>
    routeMutation(
      routes.pay.nobilityPurchase,
      {
        input: ({ tier, requestKey }: { tier: NobilityTier; requestKey: string }) => ({ body: { roomId, nobilityId: tier.id, requestKey } }),
        refused: NOBILITY_PURCHASE_FAILED,
        unreachable: NETWORK_FAILED,
        onSuccess: (_bought, _order, _result, { client }) => invalidateRoutes(client, routes.api.nobilityBag),
      },
      effects,
    ),
  /** Wears a tier the user holds. */
  activateNobility: (effects?: MutationEffects<unknown, NobilityTier>) =>
    routeMutation(
      routes.api.nobilityActive,
      {
        input: (tier: NobilityTier) => ({ query: { nobilityId: tier.id } }),
        refused: NOBILITY_ACTIVATE_FAILED,
        onSuccess: (_answer, _tier, _result, { client }) => invalidateRoutes(client, routes.api.nobilityBag),
      },
      effects,
    ),
  sendRedPacket: (effects?: MutationEffects<RedPacket, SendRedPacketRequest>) =>
    routeMutation(
      routes.pay.sendRedPacket,
      {
        input: (packet: SendRedPacketRequest) => ({ body: packet }),
        refused: RED_PACKET_SEND_FAILED,
        unreachable: NETWORK_FAILED,
        onSuccess: (_packet, { roomId }, _result, { client }) =>
          client.invalidateQueries({ queryKey: routeKey(routes.pay.redPacketList, { query: { roomId } }) }),
      },
      effects,
    ),
};
