import { TransactionType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { platformAccount, runLedgerTransaction, type Tx, userAccount } from '../wallet/ledger';
import { postGift } from '../wallet/gifts';
import type { Db } from '../db/database';
import { gifts, nobilityTiers, rooms } from '../db/schema';
import { adjustWallet } from '../wallet/adjustments';
import { recordNobilityPurchase } from '../wallet/nobility';

const DAY = 24 * 3_600_000;

/** The demo noble: the second demo anchor, a regular in the other rooms, bought this tier with a prize. */
const DEMO_NOBLE_TIER = '子爵';

const giftCatalogue = [
  { name: '荧光棒', icon: '/demo/gifts/glow-stick.svg', price: 1, currency: 'ticket', sort: 1 },
  { name: '点赞', icon: '/demo/gifts/thumb.svg', price: 1, currency: 'balance', sort: 2 },
  { name: '足球', icon: '/demo/gifts/football.svg', price: 10, currency: 'balance', sort: 3 },
  { name: '篮球', icon: '/demo/gifts/basketball.svg', price: 10, currency: 'balance', sort: 4 },
  { name: '啤酒', icon: '/demo/gifts/beer.svg', price: 50, currency: 'balance', sort: 5 },
  { name: '金哨', icon: '/demo/gifts/whistle.svg', price: 188, currency: 'balance', sort: 6 },
  { name: '奖杯', icon: '/demo/gifts/trophy.svg', price: 520, currency: 'balance', sort: 7 },
  { name: '超级跑车', icon: '/demo/gifts/sports-car.svg', price: 1314, currency: 'balance', sort: 8 },
];

const tiers = [
  { tier: 1, name: '骑士', price: 300, durationDays: 30, badge: '/demo/nobility/knight.svg', bubble: 'bubble-knight', entryNotice: false, banProtected: false },
  { tier: 2, name: '子爵', price: 1000, durationDays: 30, badge: '/demo/nobility/viscount.svg', bubble: 'bubble-viscount', entryNotice: false, banProtected: false },
  { tier: 3, name: '伯爵', price: 3000, durationDays: 30, badge: '/demo/nobility/earl.svg', bubble: 'bubble-earl', entryNotice: true, banProtected: false },
  { tier: 4, name: '侯爵', price: 8000, durationDays: 30, badge: '/demo/nobility/marquis.svg', bubble: 'bubble-marquis', entryNotice: true, banProtected: true },
  { tier: 5, name: '公爵', price: 20000, durationDays: 30, badge: '/demo/nobility/duke.svg', bubble: 'bubble-duke', entryNotice: true, banProtected: true },
  { tier: 6, name: '国王', price: 50000, durationDays: 30, badge: '/demo/nobility/king.svg', bubble: 'bubble-king', entryNotice: true, banProtected: true },
];

/** How many days ago the demo anchors joined and took their welcome grant. */
export const DEMO_JOINED_DAYS_AGO = 30;

/**
 * The gift catalogue, the noble tiers and the demo anchors' welcome grants, made by ledger
 * transactions dated {@link DEMO_JOINED_DAYS_AGO} days back, so the ledger adds up from the start.
 */
export async function seedWallet(tx: Tx, anchorIds: number[], now: number): Promise<void> {
  const ledgerDb = tx as unknown as Db;
  await tx.insert(gifts).values(giftCatalogue);
  await tx.insert(nobilityTiers).values(tiers);

  for (const userId of anchorIds) {
    await runLedgerTransaction(ledgerDb, {
      userId,
      requestKey: 'demo-grant',
      request: {},
      type: TransactionType.SYSTEM_GRANT,
      at: new Date(now - DEMO_JOINED_DAYS_AGO * DAY),
      async work({ post }) {
        await post([
          { account: userAccount(userId), currency: 'balance', amount: 2000, type: TransactionType.SYSTEM_GRANT, remark: '新手礼包' },
          { account: platformAccount('grants'), currency: 'balance', amount: -2000, type: TransactionType.SYSTEM_GRANT, remark: '新手礼包' },
          { account: userAccount(userId), currency: 'ticket', amount: 100, type: TransactionType.SYSTEM_GRANT, remark: '新手礼包' },
          { account: platformAccount('grants'), currency: 'ticket', amount: -100, type: TransactionType.SYSTEM_GRANT, remark: '新手礼包' },
        ]);
        return null;
      },
    });
  }
}

/**
 * Today's regular: the second demo anchor wins a prize, spends it on a noble tier, and sends the
 * first a trophy in their room, as the shop and the gift box do.
 */
export async function seedRegular(tx: Tx, anchorIds: number[], now: number): Promise<void> {
  const ledgerDb = tx as unknown as Db;
  const [sender, anchorId] = [anchorIds[1], anchorIds[0]];
  if (sender === undefined || anchorId === undefined) return;
  await seedNoble(ledgerDb, sender, now);
  const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.anchorId, anchorId)).limit(1);
  const [trophy] = await tx.select().from(gifts).where(eq(gifts.name, '奖杯'));
  if (!room || !trophy) return;
  await postGift(ledgerDb, trophy, { senderId: sender, anchorId, roomId: room.id, count: 1, requestKey: 'demo-gift', at: new Date(now) }, async () => null);
}

/** The sender of the demo gift wins a prize and spends it on a noble tier, as the shop sells it. */
async function seedNoble(ledgerDb: Db, userId: number, now: number): Promise<void> {
  const [tier] = await ledgerDb.select().from(nobilityTiers).where(eq(nobilityTiers.name, DEMO_NOBLE_TIER));
  if (!tier) return;
  await adjustWallet(ledgerDb, { userId, type: TransactionType.PRIZE_PAYOUT, currency: 'balance', amount: tier.price, remark: '竞猜活动奖励', requestKey: 'demo-prize' }, new Date(now));
  await recordNobilityPurchase(ledgerDb, { userId, tier, requestKey: 'demo-nobility', request: {}, now });
}
