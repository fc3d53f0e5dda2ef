import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IncomeListRequest, TransListRequest, WithdrawListRequest } from '@portal/contracts';
import { answerData } from '../lib/query-client';
import type { WalletApi } from './wallet-api';

export const walletKeys = {
  all: ['wallet'] as const,
  setting: () => [...walletKeys.all, 'setting'] as const,
  lowest: () => [...walletKeys.all, 'lowest'] as const,
  incomeBalances: () => [...walletKeys.all, 'income-balances'] as const,
  cards: (userId: number) => [...walletKeys.all, 'cards', userId] as const,
  /** Every page of the ledger and of the withdrawals. */
  records: () => [...walletKeys.all, 'records'] as const,
  transactions: (request: TransListRequest) => [...walletKeys.records(), 'transactions', request] as const,
  income: (request: IncomeListRequest) => [...walletKeys.records(), 'income', request] as const,
  withdrawals: (request: WithdrawListRequest) => [...walletKeys.records(), 'withdrawals', request] as const,
  gifts: () => [...walletKeys.all, 'gifts'] as const,
  nobilityTiers: () => [...walletKeys.all, 'nobility-tiers'] as const,
  nobilityBag: () => [...walletKeys.all, 'nobility-bag'] as const,
  roomRank: (anchorId: number) => [...walletKeys.all, 'room-rank', anchorId] as const,
  giversRank: (rankType: number) => [...walletKeys.all, 'givers-rank', rankType] as const,
  redPackets: (roomId: number) => [...walletKeys.all, 'red-packets', roomId] as const,
};

export const walletQueries = {
  setting: (walletApi: WalletApi) =>
    queryOptions({ queryKey: walletKeys.setting(), queryFn: () => answerData(walletApi.setting()) }),
  lowest: (walletApi: WalletApi) =>
    queryOptions({ queryKey: walletKeys.lowest(), queryFn: () => answerData(walletApi.lowest()) }),
  incomeBalances: (walletApi: WalletApi) =>
    queryOptions({ queryKey: walletKeys.incomeBalances(), queryFn: () => answerData(walletApi.incomeBalances()) }),
  cards: (walletApi: WalletApi, userId: number) =>
    queryOptions({ queryKey: walletKeys.cards(userId), queryFn: () => answerData(walletApi.cards(userId)) }),
  transactions: (walletApi: WalletApi, request: TransListRequest) =>
    queryOptions({
      queryKey: walletKeys.transactions(request),
      queryFn: () => answerData(walletApi.transactions(request)),
      placeholderData: keepPreviousData,
    }),
  income: (walletApi: WalletApi, request: IncomeListRequest) =>
    queryOptions({
      queryKey: walletKeys.income(request),
      queryFn: () => answerData(walletApi.income(request)),
      placeholderData: keepPreviousData,
    }),
  withdrawals: (walletApi: WalletApi, request: WithdrawListRequest) =>
    queryOptions({
      queryKey: walletKeys.withdrawals(request),
      queryFn: () => answerData(walletApi.withdrawals(request)),
      placeholderData: keepPreviousData,
    }),
  gifts: (walletApi: WalletApi) =>
    queryOptions({ queryKey: walletKeys.gifts(), queryFn: () => answerData(walletApi.gifts()), staleTime: Infinity }),
  nobilityTiers: (walletApi: WalletApi) =>
    queryOptions({ queryKey: walletKeys.nobilityTiers(), queryFn: () => answerData(walletApi.nobilityTiers()) }),
  nobilityBag: (walletApi: WalletApi) =>
    queryOptions({ queryKey: walletKeys.nobilityBag(), queryFn: () => answerData(walletApi.nobilityBag()) }),
  roomRank: (walletApi: WalletApi, anchorId: number) =>
    queryOptions({ queryKey: walletKeys.roomRank(anchorId), queryFn: () => answerData(walletApi.roomRank(anchorId)) }),
  giversRank: (walletApi: WalletApi, rankType: number) =>
    queryOptions({ queryKey: walletKeys.giversRank(rankType), queryFn: () => answerData(walletApi.giversRank(rankType)) }),
  redPackets: (walletApi: WalletApi, roomId: number) =>
    queryOptions({ queryKey: walletKeys.redPackets(roomId), queryFn: () => answerData(walletApi.redPackets(roomId)) }),
};
