import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../accounts/password-hasher';
import type { SmsCodes } from '../accounts/sms-codes';
import type { EphemeralStore } from '../ephemeral/store';
import type { Db } from '../db/database';
import { createNobilityReader, type NobilityReader } from '../nobility/reader';
import { createRoomService } from '../rooms/room-service';
import type { RoomAnchors } from '../rooms/seams';
import { createBankCards } from './cards';
import { createGifts } from './gifts';
import { createHighlightPurchases } from './highlight-purchases';
import { createNobility } from './nobility';
import { createPayPasswords } from './pay-passwords';
import { createRecharges, type PaymentProvider } from './payments';
import type { Clock } from '../clock';
import type { RoomAnnouncer } from './ports';
import { createWalletRecords } from './records';
import { createRedPackets } from './red-packets';
import { createWithdrawals } from './withdrawals';

export { adjustWallet } from './adjustments';
export { createHighlightPurchases, type HighlightPurchases } from './highlight-purchases';
export { runLedgerTransaction } from './ledger';
export { createSandboxProvider, type PaymentProvider } from './payments';
export type { RoomAnnouncer } from './ports';

export type WalletDependencies = {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  smsCodes: Pick<SmsCodes, 'consume'>;
  /** Counts pay-password guesses, shared by every gateway. */
  store: EphemeralStore;
  /** Keys the card fingerprints. */
  secret: string;
  /** The payment provider top-ups go through; without one /pay/recharge is closed. */
  paymentProvider: PaymentProvider | undefined;
  /** Where gifts, red packets and noble purchases are announced; by default only logged. */
  announcer?: RoomAnnouncer | undefined;
  /** Who holds which noble tier; by default read from the database. */
  nobility?: NobilityReader | undefined;
  /** Whose room a gift, red packet or noble purchase is for; by default the room service's. */
  rooms?: RoomAnchors | undefined;
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
  const payPasswords = createPayPasswords(db, dependencies.hasher, dependencies.smsCodes, dependencies.store);
  const rooms = dependencies.rooms ?? createRoomService(db, { clock, log });
  const reader = dependencies.nobility ?? createNobilityReader(db, clock);
  const nobility = createNobility({ db, clock, reader, rooms, announcer, log });
  return {
    db,
    clock,
    cards,
    payPasswords,
    recharges: createRecharges(db, dependencies.paymentProvider, clock),
    withdrawals: createWithdrawals({ db, clock, cards, payPasswords }),
    gifts: createGifts({ db, clock, rooms, announcer, log }),
    nobility,
    redPackets: createRedPackets({ db, clock, rooms, announcer, log }),
    highlightPurchases: createHighlightPurchases(db),
    records: createWalletRecords(db, clock),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
