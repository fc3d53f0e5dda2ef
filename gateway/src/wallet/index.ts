import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../accounts/password-hasher';
import type { SmsCodes } from '../accounts/sms-codes';
import type { Db } from '../db/database';
import { createBankCards } from './cards';
import { createGifts } from './gifts';
import { createNobility } from './nobility';
import { createPayPasswords } from './pay-passwords';
import { createRecharges, type PaymentProvider } from './payments';
import type { RoomAnnouncer, WalletClock } from './ports';
import { createWalletRecords } from './records';
import { createRedPackets } from './red-packets';
import { createWithdrawals } from './withdrawals';

export { adjustWallet, purchasePlan } from './adjustments';
export { createHighlightPurchases, type HighlightPurchases } from './highlight-purchases';
export { runLedgerTransaction } from './ledger';
export { createSandboxProvider, type PaymentProvider } from './payments';
export type { NobilityLookup, NobleStanding, RoomAnnouncement, RoomAnnouncer, WalletClock } from './ports';

export type WalletDependencies = {
  db: Db;
  clock: WalletClock;
  hasher: PasswordHasher;
  smsCodes: Pick<SmsCodes, 'consume'>;
  /** Keys the card fingerprints. */
  secret: string;
  /** The payment provider top-ups go through; without one /pay/recharge is closed. */
  paymentProvider: PaymentProvider | undefined;
  /** Where gifts, red packets and noble purchases are announced; by default only logged. */
  announcer?: RoomAnnouncer | undefined;
  log: FastifyBaseLogger;
};

/** A RoomAnnouncer for when no chat is wired: the event goes to the log. */
export function loggingAnnouncer(log: FastifyBaseLogger): RoomAnnouncer {
  return {
    async announce(roomId, message) {
      log.info({ roomId, announcement: message }, 'room announcement (no chat wired)');
    },
  };
}

/** The wallet feature's parts, built once per app. */
export function createWallet(dependencies: WalletDependencies) {
  const { db, clock, log } = dependencies;
  const announcer = dependencies.announcer ?? loggingAnnouncer(log);
  const cards = createBankCards(db, dependencies.secret);
  const payPasswords = createPayPasswords(db, dependencies.hasher, dependencies.smsCodes);
  const nobility = createNobility({ db, clock, announcer, log });
  return {
    db,
    clock,
    cards,
    payPasswords,
    recharges: createRecharges(db, dependencies.paymentProvider, clock),
    withdrawals: createWithdrawals({ db, clock, cards, payPasswords }),
    gifts: createGifts({ db, clock, announcer, log }),
    nobility,
    /** The NobilityLookup chat-gw takes. */
    nobilityLookup: nobility.lookup,
    redPackets: createRedPackets({ db, clock, announcer, log }),
    records: createWalletRecords(db, clock),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
