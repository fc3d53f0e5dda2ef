import { TransactionType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { incomeAccount, platformAccount, runLedgerTransaction, type Tx, userAccount } from '../wallet/ledger';
import type { Db } from '../db/database';
import { giftEvents, gifts, nobilityTiers, rooms } from '../db/schema';
import { adjustWallet } from '../wallet/adjustments';
import { recordNobilityPurchase } from '../wallet/nobility';

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

/**
 * The gift catalogue, the noble tiers and some money for the demo anchors: every demo balance is
 * made by ledger transactions (a system grant, one gift, one noble tier bought with a prize), so
 * the ledger adds up from the start.
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

  const [sender, anchorId] = [anchorIds[1], anchorIds[0]];
  if (sender === undefined || anchorId === undefined) return;
  await seedNoble(ledgerDb, sender, now);
  const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.anchorId, anchorId)).limit(1);
  const [trophy] = await tx.select().from(gifts).where(eq(gifts.name, '奖杯'));
  if (!room || !trophy) return;
  await runLedgerTransaction(ledgerDb, {
    userId: sender,
    requestKey: 'demo-gift',
    request: {},
    type: TransactionType.GIFT_TIP,
    async work({ tx: inner, transactionId, post }) {
      await post([
        { account: userAccount(sender), currency: 'balance', amount: -trophy.price, type: TransactionType.GIFT_TIP, remark: `${trophy.name}x1` },
        { account: incomeAccount(anchorId), currency: 'balance', amount: trophy.price, type: TransactionType.GIFT_INCOME, remark: `${trophy.name}x1` },
      ]);
      await inner.insert(giftEvents).values({ transactionId, roomId: room.id, anchorId, senderId: sender, giftId: trophy.id, count: 1, cost: trophy.price, currency: 'balance' });
      return null;
    },
  });
}

/** The sender of the demo gift wins a prize and spends it on a noble tier, as the shop sells it. */
async function seedNoble(ledgerDb: Db, userId: number, now: number): Promise<void> {
  const [tier] = await ledgerDb.select().from(nobilityTiers).where(eq(nobilityTiers.name, DEMO_NOBLE_TIER));
  if (!tier) return;
  await adjustWallet(ledgerDb, { userId, type: TransactionType.PRIZE_PAYOUT, currency: 'balance', amount: tier.price, remark: '竞猜活动奖励', requestKey: 'demo-prize' });
  await recordNobilityPurchase(ledgerDb, { userId, tier, requestKey: 'demo-nobility', request: {}, now });
}
