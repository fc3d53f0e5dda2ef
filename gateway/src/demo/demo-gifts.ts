import { randomUUID } from 'node:crypto';
import type { Gift } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { pick } from '../captcha/random';
import type { Db } from '../db/database';
import { rooms } from '../db/schema';
import type { Wallet } from '../wallet';
import { type DemoCheckout, topUpWhenShort } from './demo-checkout';
import { repeatDemo } from './repeat';
import { demoFans } from './seed-community';

/** How often a demo fan may send a gift. */
export const DEMO_GIFT_MS = 60_000;
/** The chance, each {@link DEMO_GIFT_MS}, that one does. */
export const FAN_GIFT_CHANCE = 1 / 2;
/** Diamonds a demo fan tops up when a gift costs more than it holds. */
export const GIFT_TOP_UP = 600;

/** A diamond gift, the cheap ones far more often: a gift's weight is one over the root of its price. */
function giftOf(catalogue: readonly Gift[], random: () => number): Gift | undefined {
  const diamonds = catalogue.filter((gift) => gift.currency === 'balance' && gift.price > 0);
  const weights = diamonds.map((gift) => 1 / Math.sqrt(gift.price));
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  return diamonds.find((_, index) => (left -= weights[index] ?? 0) < 0) ?? diamonds[0];
}

export type DemoGiving = {
  db: Db;
  gifts: Wallet['gifts'];
  /** Where a short fan tops up; a short fan gives nothing in production, which has no sandbox. */
  checkout: DemoCheckout;
  random: () => number;
  now: () => number;
};

/**
 * Keeps the rooms on air alive, as their viewers do: with the chance {@link FAN_GIFT_CHANCE} a call,
 * one of the demo community's fans sends a diamond gift in a room on air, one to three of a cheap
 * one, first topping up {@link GIFT_TOP_UP} at the sandbox checkout when short. Sent as any fan's
 * gift is: through the ledger, announced in the room, on its 贡献榜 and /live/rank. Answers what
 * was sent, if anything.
 */
export async function demoFanGives({ db, gifts, checkout, random, now }: DemoGiving): Promise<{ senderId: number; roomId: number; giftId: number; count: number } | undefined> {
  if (random() >= FAN_GIFT_CHANCE) return undefined;
  const fans = await demoFans(db);
  const onAir = await db.select({ id: rooms.id, anchorId: rooms.anchorId }).from(rooms).where(and(eq(rooms.isLive, 1), eq(rooms.onAir, true))).orderBy(asc(rooms.id));
  if (fans.length === 0 || onAir.length === 0) return undefined;
  const fan = pick(random, fans);
  const room = pick(random, onAir);
  const gift = giftOf(await gifts.catalogue(), random);
  if (gift === undefined || room.anchorId === fan.id) return undefined;
  const count = gift.price <= 10 ? 1 + Math.floor(random() * 3) : 1;
  const cost = gift.price * count;
  const topUp = { userId: fan.id, cost, least: GIFT_TOP_UP, requestKey: `demo-gift-top-up:${randomUUID()}`, now: now() };
  if (!(await topUpWhenShort(db, checkout, topUp))) return undefined;
  await gifts.send(fan.id, { roomId: room.id, giftId: gift.id, count, requestKey: `demo-gift:${randomUUID()}` });
  return { senderId: fan.id, roomId: room.id, giftId: gift.id, count };
}

/** Calls {@link demoFanGives} every {@link DEMO_GIFT_MS} while `active()`; answers the stop. */
export function startDemoGifts(giving: DemoGiving & { active: () => boolean; onError(error: unknown): void }): () => void {
  return repeatDemo(DEMO_GIFT_MS, () => demoFanGives(giving), giving);
}
