import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftEvents, gifts, rechargeOrders, rooms, users } from '../../src/db/schema';
import { demoFanGives, FAN_GIFT_CHANCE, GIFT_TOP_UP, type DemoGiving } from '../../src/demo/demo-gifts';
import { DEMO_COMMUNITY_USERS } from '../../src/demo/seed-community';
import { walletBalancesOf } from '../../src/wallet/balances';
import { type AccountsTestApp, buildAccountsApp } from '../accounts/support';
import { ledgerProblems } from '../wallet/support';

let ctx: AccountsTestApp;
let giving: Omit<DemoGiving, 'random'>;

/** A random source answering `values` in turn, then the last forever. */
const answers = (...values: number[]) => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] as number;
};

beforeAll(async () => {
  ctx = await buildAccountsApp({ env: { PAYMENT_SECRET: 'sandbox-secret-for-demo-gift-tests-0123456789' } });
  giving = {
    db: ctx.database.db,
    gifts: ctx.app.wallet.gifts,
    checkout: { recharges: ctx.app.wallet.recharges, sandbox: ctx.app.paymentSandbox },
    now: () => ctx.clock.now(),
  };
});

afterAll(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  await ctx.close();
});

async function setOnAir(roomIds: number[], onAir: boolean) {
  await ctx.database.db.update(rooms).set({ onAir }).where(and(inArray(rooms.id, roomIds), eq(rooms.isLive, 1)));
}

describe('the demo fans', () => {
  it('send nothing when the chance is not taken, or when no room is on air', async () => {
    const seeded = await ctx.database.db.select().from(giftEvents);
    const open = await ctx.database.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.isLive, 1)).orderBy(asc(rooms.id));
    await setOnAir(open.map((room) => room.id), false);
    expect(await demoFanGives({ ...giving, random: () => 0 })).toBeUndefined();
    await setOnAir([open[0]!.id], true);
    expect(await demoFanGives({ ...giving, random: () => FAN_GIFT_CHANCE })).toBeUndefined();
    expect(await ctx.database.db.select().from(giftEvents)).toEqual(seeded);
  });

  it('send a gift in a room on air through the ledger, topping up at the sandbox checkout when short', async () => {
    const db = ctx.database.db;
    const onAir = await db.select({ id: rooms.id, anchorId: rooms.anchorId }).from(rooms).where(eq(rooms.onAir, true)).orderBy(asc(rooms.id));
    const fans = await db.select({ id: users.id }).from(users).where(inArray(users.nickName, DEMO_COMMUNITY_USERS)).orderBy(asc(users.id));
    const [cheapest] = await db.select().from(gifts).where(eq(gifts.currency, 'balance')).orderBy(asc(gifts.price)).limit(1);
    const fan = fans[0]!;
    expect((await walletBalancesOf(db, fan.id)).balance).toBe(0);

    // The chance taken, the first fan, the first room on air, the cheapest gift, one of it.
    const sent = await demoFanGives({ ...giving, random: answers(0) });
    expect(sent).toEqual({ senderId: fan.id, roomId: onAir[0]!.id, giftId: cheapest!.id, count: 1 });
    const [event] = await db.select().from(giftEvents).where(eq(giftEvents.senderId, fan.id));
    expect(event).toMatchObject({ roomId: onAir[0]!.id, anchorId: onAir[0]!.anchorId, giftId: cheapest!.id, count: 1, cost: cheapest!.price });
    const orders = await db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, fan.id));
    expect(orders.map((order) => [order.amount, order.status])).toEqual([[GIFT_TOP_UP, 'paid']]);
    expect((await walletBalancesOf(db, fan.id)).balance).toBe(GIFT_TOP_UP - cheapest!.price);

    // The fan is on the site's 土豪榜 for the day, with what it gave.
    const rank = (await ctx.app.inject({ method: 'GET', url: '/api/rank/price?rankType=1' })).json<{ data: Array<{ userId: number; total: number }> }>().data;
    expect(rank.find((giver) => giver.userId === fan.id)?.total).toBe(cheapest!.price);

    // The last gift of the catalogue, the dearest, costs more than the fan holds: it tops up its price.
    const catalogue = (await ctx.app.wallet.gifts.catalogue()).filter((gift) => gift.currency === 'balance');
    const dearest = catalogue.at(-1)!;
    expect(dearest.price).toBeGreaterThan(GIFT_TOP_UP);
    const again = await demoFanGives({ ...giving, random: answers(0, 0, 0, 1 - 1e-9) });
    expect(again).toEqual({ senderId: fan.id, roomId: onAir[0]!.id, giftId: dearest.id, count: 1 });
    const after = await db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, fan.id)).orderBy(asc(rechargeOrders.amount));
    expect(after.map((order) => [order.amount, order.status])).toEqual([[GIFT_TOP_UP, 'paid'], [dearest.price, 'paid']]);
    // What it holds is what it paid in less what it gave.
    const given = await db.select({ cost: giftEvents.cost }).from(giftEvents).where(eq(giftEvents.senderId, fan.id));
    expect((await walletBalancesOf(db, fan.id)).balance).toBe(GIFT_TOP_UP + dearest.price - given.reduce((sum, row) => sum + row.cost, 0));
  });
});
