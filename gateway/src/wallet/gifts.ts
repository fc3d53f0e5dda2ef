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
import { incomeAccount, type LedgerOutcome, runLedgerTransaction, type Tx, userAccount } from './ledger';
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

type GiftRow = typeof gifts.$inferSelect;

/**
 * One gift as the ledger records it, at `at`: the sender pays `count` of it, the anchor's income
 * takes the same, and the gift's event names the room; `then` adds its answer in the same
 * transaction. The same request key again answers the first outcome.
 */
export function postGift<R>(
  db: Db,
  gift: GiftRow,
  sent: { senderId: number; anchorId: number; roomId: number; count: number; requestKey: string; at: Date },
  then: (tx: Tx) => Promise<R>,
): Promise<LedgerOutcome<R>> {
  const { senderId, anchorId, roomId, count, requestKey, at } = sent;
  const currency = asCurrency(gift.currency);
  const cost = gift.price * count;
  return runLedgerTransaction(db, {
    userId: senderId,
    requestKey,
    request: { roomId, giftId: gift.id, count },
    type: TransactionType.GIFT_TIP,
    at,
    async work({ tx, transactionId, post }) {
      const remark = `${gift.name}x${count}`;
      await post([
        { account: userAccount(senderId), currency, amount: -cost, type: TransactionType.GIFT_TIP, remark },
        { account: incomeAccount(anchorId), currency, amount: cost, type: TransactionType.GIFT_INCOME, remark },
      ]);
      await tx.insert(giftEvents).values({ transactionId, roomId, anchorId, senderId, giftId: gift.id, count, cost, currency, createdAt: at });
      return then(tx);
    },
  });
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

      const sent = { senderId, anchorId, roomId, count, requestKey, at: new Date(clock.now()) };
      const outcome = await postGift(db, gift, sent, async (tx) => ({
        giftId,
        count,
        cost,
        currency,
        combo: combos.next(comboKey),
        balances: await walletBalancesOf(tx, senderId),
      }));
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
