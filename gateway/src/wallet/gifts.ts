import {
  AMOUNT_TOO_LARGE_ERROR,
  GIFT_COMBO_WINDOW_MS,
  type Gift,
  giftAnnouncement,
  MAX_WALLET_AMOUNT,
  ResultCode,
  type SendGiftResult,
  TransactionType,
  WALLET_MESSAGES,
  type WalletCurrency,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { giftEvents, gifts } from '../db/schema';
import { AppError } from '../http/errors';
import { walletBalancesOf } from './balances';
import { incomeAccount, runLedgerTransaction, userAccount } from './ledger';
import type { Clock } from '../clock';
import type { RoomAnchors } from '../rooms/seams';
import type { RoomAnnouncer } from './ports';
import { anchorOfRoom } from './room-anchor';

const asCurrency = (value: string): WalletCurrency => (value === 'ticket' ? 'ticket' : 'balance');

/**
 * Combos: the same sender repeating the same gift in the same room within the window counts up.
 * Kept in memory per process; a combo is only what a room's chat shows, not money.
 */
function createComboCounter(clock: Clock) {
  const last = new Map<string, { combo: number; at: number }>();
  return {
    next(key: string): number {
      const previous = last.get(key);
      return previous && clock.now() - previous.at <= GIFT_COMBO_WINDOW_MS ? previous.combo + 1 : 1;
    },
    record(key: string, combo: number): void {
      last.set(key, { combo, at: clock.now() });
      if (last.size > 10_000) last.delete(last.keys().next().value as string);
    },
  };
}

export type GiftsOptions = { db: Db; clock: Clock; rooms: RoomAnchors; announcer: RoomAnnouncer; log: FastifyBaseLogger };

export function createGifts({ db, clock, rooms, announcer, log }: GiftsOptions) {
  const combos = createComboCounter(clock);

  async function catalogue(): Promise<Gift[]> {
    const rows = await db.select().from(gifts).orderBy(asc(gifts.sort), asc(gifts.id));
    return rows.map((row) => ({ ...row, currency: asCurrency(row.currency) }));
  }

  return {
    catalogue,

    /** Debits the sender, credits the anchor's income, and announces the gift in the room. */
    async send(senderId: number, request: { roomId: number; giftId: number; count: number; requestKey: string }): Promise<SendGiftResult> {
      const { roomId, giftId, count, requestKey } = request;
      const [gift] = await db.select().from(gifts).where(eq(gifts.id, giftId));
      if (!gift) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.giftNotFound);
      const anchorId = await anchorOfRoom(rooms, roomId);
      if (anchorId === senderId) throw new AppError(ResultCode.BAD_REQUEST, WALLET_MESSAGES.giftToSelf);
      const cost = gift.price * count;
      if (cost > MAX_WALLET_AMOUNT) throw new AppError(ResultCode.BAD_REQUEST, AMOUNT_TOO_LARGE_ERROR);
      const currency = asCurrency(gift.currency);
      const comboKey = `${roomId}:${senderId}:${giftId}`;

      const outcome = await runLedgerTransaction(db, {
        userId: senderId,
        requestKey,
        request: { roomId, giftId, count },
        type: TransactionType.GIFT_TIP,
        async work({ tx, transactionId, post }): Promise<SendGiftResult> {
          const remark = `${gift.name}x${count}`;
          await post([
            { account: userAccount(senderId), currency, amount: -cost, type: TransactionType.GIFT_TIP, remark },
            { account: incomeAccount(anchorId), currency, amount: cost, type: TransactionType.GIFT_INCOME, remark },
          ]);
          await tx.insert(giftEvents).values({ transactionId, roomId, anchorId, senderId, giftId, count, cost, currency, createdAt: new Date(clock.now()) });
          return { giftId, count, cost, currency, combo: combos.next(comboKey), balances: await walletBalancesOf(tx, senderId) };
        },
      });
      if (outcome.replayed) return outcome.result;

      combos.record(comboKey, outcome.result.combo);
      const combo = outcome.result.combo;
      announcer
        .announce(roomId, {
          kind: 'gift',
          userId: senderId,
          content: giftAnnouncement(gift.name, count, combo),
          gift: { giftId, name: gift.name, icon: gift.icon, count, combo },
        })
        .catch((error: unknown) => log.error({ err: error, roomId }, 'gift announcement failed'));
      return outcome.result;
    },
  };
}
export type Gifts = ReturnType<typeof createGifts>;
