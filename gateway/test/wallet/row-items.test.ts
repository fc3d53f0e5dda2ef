import { TransactionType, WALLET_ROW_ITEMS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertPlans, experts, gifts, highlights, users } from '../../src/db/schema';
import { createReferenceNames, referenceOf, type RowReference, rowItem } from '../../src/wallet/row-items';
import { type AccountsTestApp, accountsClient, buildAccountsApp, envelope, freshMobile } from '../accounts/support';
import { demoRoom, fund, key } from './support';

const named: Record<string, string> = { 'plan:84': '稳胆推荐，信心十足', 'highlight:3': '英超 阿森纳2-1热刺 全场集锦', 'red-packet:7': '足球焦点战 全场解说', 'withdrawal:5': '招商银行 **** 1234', 'withdrawal:6': '' };
const names = ({ kind, id }: RowReference) => named[`${kind}:${id}`];

describe('the item a wallet row names', () => {
  it('names the plan a purchase or its refund paid for, never its reference', () => {
    expect(rowItem({ type: TransactionType.PLAN_PURCHASE, remark: 'plan:84' }, names)).toBe('方案：稳胆推荐，信心十足');
    expect(rowItem({ type: TransactionType.REFUND, remark: 'plan-refund:84' }, names)).toBe('方案：稳胆推荐，信心十足');
    expect(rowItem({ type: TransactionType.PLAN_PURCHASE, remark: 'highlight:3' }, names)).toBe('集锦：英超 阿森纳2-1热刺 全场集锦');
  });

  it('names the gifts, the nobility level and the top-up order a row paid for', () => {
    expect(rowItem({ type: TransactionType.GIFT_TIP, remark: '火箭x2' }, names)).toBe('礼物：火箭x2');
    expect(rowItem({ type: TransactionType.GIFT_INCOME, remark: '火箭x2' }, names)).toBe('礼物：火箭x2');
    expect(rowItem({ type: TransactionType.NOBILITY_PURCHASE, remark: '子爵' }, names)).toBe('贵族：子爵');
    expect(rowItem({ type: TransactionType.DIAMOND_RECHARGE, remark: 'pay_81f2' }, names)).toBe('充值订单：pay_81f2');
  });

  it('names the room of a red packet and where a withdrawal went', () => {
    expect(rowItem({ type: TransactionType.RED_PACKET_SEND, remark: 'red-packet:7' }, names)).toBe('红包：足球焦点战 全场解说');
    expect(rowItem({ type: TransactionType.WITHDRAWAL, remark: 'withdrawal:5' }, names)).toBe('提现：招商银行 **** 1234');
    expect(rowItem({ type: TransactionType.WITHDRAW_TO_WALLET, remark: 'withdrawal:6' }, names)).toBe(WALLET_ROW_ITEMS.withdrawalToWallet);
  });

  it("keeps an operator's or a grant's words, and the reference of something gone", () => {
    expect(rowItem({ type: TransactionType.SYSTEM_GRANT, remark: '新用户礼包' }, names)).toBe('新用户礼包');
    expect(rowItem({ type: TransactionType.MANUAL_RECHARGE, remark: '' }, names)).toBe('');
    expect(rowItem({ type: TransactionType.PLAN_PURCHASE, remark: 'plan:99' }, names)).toBe('plan:99');
  });

  it('reads references, a refund as its plan', () => {
    expect(referenceOf('plan:84')).toEqual({ kind: 'plan', id: 84 });
    expect(referenceOf('plan-refund:84')).toEqual({ kind: 'plan', id: 84 });
    expect(referenceOf('red-packet:7')).toEqual({ kind: 'red-packet', id: 7 });
    expect(referenceOf('火箭x2')).toBeUndefined();
    expect(referenceOf('plan:')).toBeUndefined();
  });

  it('asks each kind for the names of a page of rows once, and not a kind no feature names', async () => {
    const book = createReferenceNames();
    const asked: number[][] = [];
    book.register('plan', async (ids) => {
      asked.push([...ids]);
      return new Map(ids.map((id) => [id, `方案${id}`]));
    });
    const lookup = await book.of(['plan:1', 'plan-refund:1', 'plan:2', 'highlight:3', '火箭x1']);
    expect(asked).toEqual([[1, 2]]);
    expect(lookup({ kind: 'plan', id: 2 })).toBe('方案2');
    expect(lookup({ kind: 'highlight', id: 3 })).toBeUndefined();
  });
});

describe('wallet rows, wherever they are listed', () => {
  let ctx: AccountsTestApp;
  let client: ReturnType<typeof accountsClient>;

  beforeAll(async () => {
    ctx = await buildAccountsApp();
    client = accountsClient(ctx);
  }, 60_000);
  afterAll(() => ctx?.close());

  async function newUser() {
    const mobile = freshMobile();
    const token = await client.registered(mobile, 'secret123');
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    return { id: row!.id, token };
  }
  const items = async (url: string, token: string, payload: object = {}) =>
    envelope<{ list: Array<{ remark: string; item: string }> }>(await client.post(url, payload, token)).data.list.map((row) => row.item);

  it('name the plan, gift, nobility and highlight bought in the buyer\'s records, and the plan sold in the expert\'s income and its export', async () => {
    const { db } = ctx.database;
    const buyer = await newUser();
    const expert = await newUser();
    await fund(db, buyer.id, 1_000);
    await db.insert(experts).values({ userId: expert.id, name: '绿茵神算', matchType: 1, playTypes: [1], introduction: '' });
    const [plan] = await db
      .insert(expertPlans)
      .values({ code: 'ROWITEM1', expertId: expert.id, matchType: 1, playType: 1, title: '稳胆推荐，信心十足', analysis: '', price: 18, closesAt: new Date(Date.UTC(2100, 0, 1)), publishedAt: new Date() })
      .returning();
    await ctx.app.experts.plans.buy(buyer.id, plan!.code);

    const room = await demoRoom(db);
    const [ball] = await db.select().from(gifts).where(eq(gifts.name, '足球'));
    expect(envelope(await client.post('/pay/gift', { roomId: room.roomId, giftId: ball!.id, count: 2, requestKey: key() }, buyer.token)).code).toBe(200);
    const tiers = envelope<Array<{ id: number; tier: number; name: string }>>(await client.get('/pay/room/nobility/list')).data;
    const knight = tiers.find((tier) => tier.tier === 1)!;
    expect(envelope(await client.post('/pay/room/nobility/purchase', { roomId: room.roomId, nobilityId: knight.id, requestKey: key() }, buyer.token)).code).toBe(200);
    // The demo's paid highlight.
    const [highlight] = await db.select().from(highlights).where(eq(highlights.paid, true));
    await ctx.app.media.buyHighlight(buyer.id, { highlightId: highlight!.id, price: highlight!.price });

    const bought = await items('/pay/record/trans-list', buyer.token);
    expect(bought).toEqual(
      expect.arrayContaining(['方案：稳胆推荐，信心十足', '礼物：足球x2', `贵族：${knight.name}`, `集锦：${highlight!.title}`]),
    );
    expect(bought.join()).not.toMatch(/plan:|highlight:/);

    expect(await items('/pay/record/income', expert.token)).toEqual(['方案：稳胆推荐，信心十足']);
    const csv = await ctx.app.inject({ method: 'GET', url: '/pay/export/income/', headers: { accesstoken: expert.token } });
    expect(csv.body).toContain('方案：稳胆推荐，信心十足');
    expect(csv.body).not.toContain(`plan:${plan!.id}`);

    await ctx.app.experts.plans.refundBuyers(plan!.id);
    expect(await items('/pay/record/trans-list', buyer.token, { type: TransactionType.REFUND })).toEqual(['方案：稳胆推荐，信心十足']);
  });
});
