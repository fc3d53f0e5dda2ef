import {
  nobilityAnnouncement,
  type NobilityPurchaseResult,
  type NobilityTier,
  type OwnedNobility,
  ResultCode,
  TransactionType,
  WALLET_MESSAGES,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { nobilities, nobilityTiers } from '../db/schema';
import { AppError } from '../http/errors';
import { walletBalancesOf } from './balances';
import { platformAccount, runLedgerTransaction, userAccount } from './ledger';
import type { Clock } from '../clock';
import type { NobilityReader } from '../nobility/reader';
import type { RoomAnchors } from '../rooms/seams';
import type { RoomAnnouncer } from './ports';
import { anchorOfRoom } from './room-anchor';

const DAY_MS = 86_400_000;

type TierRow = typeof nobilityTiers.$inferSelect;

export type NobilityOptions = { db: Db; clock: Clock; reader: NobilityReader; rooms: RoomAnchors; announcer: RoomAnnouncer; log: FastifyBaseLogger };

/**
 * The ledger side of buying a tier (type 15): the diamonds to the platform, and the tier held for
 * its days more (from its expiry when still held) and shown. Once per request key.
 */
export async function recordNobilityPurchase(
  db: Db,
  purchase: { userId: number; tier: TierRow; requestKey: string; request: object; now: number },
) {
  const { userId, tier, requestKey, request, now } = purchase;
  return runLedgerTransaction(db, {
    userId,
    requestKey,
    request,
    type: TransactionType.NOBILITY_PURCHASE,
    at: new Date(now),
    async work({ tx, post }): Promise<NobilityPurchaseResult> {
      await post([
        { account: userAccount(userId), currency: 'balance', amount: -tier.price, type: TransactionType.NOBILITY_PURCHASE, remark: tier.name },
        { account: platformAccount('nobility-sales'), currency: 'balance', amount: tier.price, type: TransactionType.NOBILITY_PURCHASE, remark: tier.name },
      ]);
      const [current] = await tx
        .select({ expiresAt: nobilities.expiresAt })
        .from(nobilities)
        .where(and(eq(nobilities.userId, userId), eq(nobilities.tierId, tier.id)))
        .for('update');
      const from = Math.max(now, current?.expiresAt.getTime() ?? 0);
      const expiresAt = new Date(from + tier.durationDays * DAY_MS);
      await tx.update(nobilities).set({ active: false }).where(eq(nobilities.userId, userId));
      await tx
        .insert(nobilities)
        .values({ userId, tierId: tier.id, expiresAt, active: true })
        .onConflictDoUpdate({ target: [nobilities.userId, nobilities.tierId], set: { expiresAt, active: true } });
      return { nobility: { tier: { ...tier }, expiresAt: expiresAt.toISOString(), active: true }, balances: await walletBalancesOf(tx, userId) };
    },
  });
}

/** Noble tiers: bought (type 15) for a number of days, extended by buying again; the active one shows in rooms. */
export function createNobility({ db, clock, reader, rooms, announcer, log }: NobilityOptions) {
  const toTier = (row: TierRow): NobilityTier => ({ ...row });

  const { owned } = reader;
  return {
    owned,

    async tiers(): Promise<NobilityTier[]> {
      return (await db.select().from(nobilityTiers).orderBy(asc(nobilityTiers.tier))).map(toTier);
    },

    async purchase(userId: number, request: { roomId: number; nobilityId: number; requestKey: string }): Promise<NobilityPurchaseResult> {
      const { roomId, nobilityId, requestKey } = request;
      const [tier] = await db.select().from(nobilityTiers).where(eq(nobilityTiers.id, nobilityId));
      if (!tier) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.nobilityNotFound);
      await anchorOfRoom(rooms, roomId);
      const outcome = await recordNobilityPurchase(db, { userId, tier, requestKey, request: { roomId, nobilityId }, now: clock.now() });
      // The chat holds each user's tier in memory: it reads the tables again before this is answered.
      await reader.changed(userId);
      if (!outcome.replayed) {
        announcer
          .announce(roomId, { kind: 'noble', userId, content: nobilityAnnouncement(tier.name) })
          .catch((error: unknown) => log.error({ err: error, roomId }, 'noble announcement failed'));
      }
      return outcome.result;
    },

    /** Shows tier `nobilityId`, one the user holds, in rooms. */
    async activate(userId: number, nobilityId: number): Promise<OwnedNobility[]> {
      const held = await owned(userId);
      if (!held.some((nobility) => nobility.tier.id === nobilityId)) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.nobilityNotOwned);
      await db.transaction(async (tx) => {
        await tx.update(nobilities).set({ active: false }).where(eq(nobilities.userId, userId));
        await tx.update(nobilities).set({ active: true }).where(and(eq(nobilities.userId, userId), eq(nobilities.tierId, nobilityId)));
      });
      await reader.changed(userId);
      return owned(userId);
    },
  };
}
export type Nobility = ReturnType<typeof createNobility>;
