import {
  PAY_PASSWORD_LOCKING_FAILURE,
  AMOUNT_NOT_NUMBER_ERROR,
  AMOUNT_REQUIRED_ERROR,
  AMOUNT_TOO_LARGE_ERROR,
  AMOUNT_WHOLE_ERROR,
  amountBelowMinimumError,
  MIN_RECHARGE,
  ResultCode,
  WALLET_MESSAGES,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, gifts, users } from '../../src/db/schema';
import { type AccountsTestApp, accountsClient, buildAccountsApp, envelope, freshMobile } from '../accounts/support';
import { walletBalancesOf } from '../../src/wallet/balances';
import { createSandboxProvider } from '../../src/wallet';
import { createWalletTestIncome } from './income';
import { demoRoom, fund, key, ledgerProblems } from './support';

const OPERATOR_TOKEN = 'operator-token-for-wallet-tests';
const SANDBOX_SECRET = 'sandbox-secret-for-wallet-tests-0123456789';

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
let room: { roomId: number; anchorId: number };
let football: { id: number; price: number };

type User = { id: number; token: string };
async function newUser(): Promise<User> {
  const mobile = freshMobile();
  const token = await client.registered(mobile, 'secret123');
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { id: row!.id, token };
}

const post = (url: string, payload: unknown, token?: string) => client.post(url, payload, token);
const get = (url: string, token?: string) => client.get(url, token);
const operator = (url: string, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-operator-token': OPERATOR_TOKEN } });
const balances = async (user: User) => envelope<{ balance: number; ticket: number }>(await get('/pay/balances', user.token)).data;
const income = async (user: User) => envelope<{ balance: number; ticket: number }>(await get('/pay/income', user.token)).data;

beforeAll(async () => {
  ctx = await buildAccountsApp({ captureLogs: true, env: { OPERATOR_TOKEN, PAYMENT_SECRET: SANDBOX_SECRET } });
  client = accountsClient(ctx);
  room = await demoRoom(ctx.database.db);
  const [row] = await ctx.database.db.select().from(gifts).where(eq(gifts.name, '足球'));
  football = row!;
});
afterAll(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  await ctx.close();
});

describe('amounts', () => {
  it.each([
    ['zero', 0, AMOUNT_WHOLE_ERROR],
    ['negative', -50, AMOUNT_WHOLE_ERROR],
    ['fractional', 10.5, AMOUNT_WHOLE_ERROR],
    ['fractional text', '10.5', AMOUNT_WHOLE_ERROR],
    ['absurd', 1e15, AMOUNT_TOO_LARGE_ERROR],
    ['infinite text', '1e400', AMOUNT_TOO_LARGE_ERROR],
    ['non-numeric', 'abc', AMOUNT_NOT_NUMBER_ERROR],
    ['an object', { n: 1 }, AMOUNT_NOT_NUMBER_ERROR],
    ['empty', '', AMOUNT_REQUIRED_ERROR],
    ['missing', undefined, AMOUNT_REQUIRED_ERROR],
    ['below the minimum', MIN_RECHARGE - 1, amountBelowMinimumError(MIN_RECHARGE)],
  ])('a %s top-up is refused with its reason and makes no order', async (_name, amount, message) => {
    const user = await newUser();
    const answer = envelope(await post('/pay/recharge', { amount, requestKey: key() }, user.token));
    expect(answer).toMatchObject({ code: ResultCode.BAD_REQUEST, message });
    expect(await balances(user)).toEqual({ balance: 0, ticket: 0 });
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['absurd', 99_999_999_999],
    ['non-numeric', 'lots'],
  ])('a %s red packet total and a %s adjustment change nothing', async (_name, amount) => {
    const user = await newUser();
    await fund(ctx.database.db, user.id, 100);
    const packet = envelope(await post('/pay/room/red-packet/send', { roomId: room.roomId, count: 1, total: amount, requestKey: key() }, user.token));
    expect(packet.code).toBe(ResultCode.BAD_REQUEST);
    const adjust = envelope(await operator('/operator/wallet/adjust', { userId: user.id, type: 8, amount, requestKey: key() }));
    expect(adjust.code).toBe(ResultCode.BAD_REQUEST);
    expect(await balances(user)).toEqual({ balance: 100, ticket: 0 });
  });

  it('a gift count that is fractional, zero or not written in decimal is refused', async () => {
    const user = await newUser();
    await fund(ctx.database.db, user.id, 100);
    // "0x10" once charged 16 gifts.
    for (const count of [0, 1.5, -1, 'x', '0x10', '1e1', ' 2']) {
      const answer = envelope(await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count, requestKey: key() }, user.token));
      expect(answer.code).toBe(ResultCode.BAD_REQUEST);
    }
    expect(await balances(user)).toEqual({ balance: 100, ticket: 0 });
  });
});

describe('settings', () => {
  it('answers the setting, the lowest withdrawal and needs a sign-in for balances', async () => {
    const user = await newUser();
    expect(envelope(await get('/pay/lowest')).data).toEqual({ lowest: 100 });
    const setting = envelope<{ hasPayPassword: boolean; diamondsPerYuan: number }>(await get('/pay/setting', user.token));
    expect(setting.data).toMatchObject({ hasPayPassword: false, diamondsPerYuan: 10 });
    expect(envelope(await get('/pay/balances')).code).toBe(ResultCode.UNAUTHORIZED);
  });
});

describe('recharge through the sandbox', () => {
  it('credits once when the user pays at the sandbox checkout', async () => {
    const user = await newUser();
    const order = envelope<{ orderId: string; payUrl: string; price: number; status: string }>(
      await post('/pay/recharge', { amount: 300, requestKey: 'recharge-key-1' }, user.token),
    ).data;
    expect(order).toMatchObject({ price: 3000, status: 'pending' });
    const again = envelope<{ orderId: string }>(await post('/pay/recharge', { amount: 300, requestKey: 'recharge-key-1' }, user.token)).data;
    expect(again.orderId).toBe(order.orderId);
    expect(envelope(await post('/pay/recharge', { amount: 60, requestKey: 'recharge-key-1' }, user.token)).code).toBe(ResultCode.REQUEST_KEY_REUSED);

    const page = await ctx.app.inject({ method: 'GET', url: order.payUrl });
    // The cashier: the order, what it buys, the amount due, the methods and the pay button.
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<dd id="order">${order.orderId}</dd>`);
    expect(page.body).toContain('<span id="amount">300</span> 钻石');
    expect(page.body).toContain('¥<span id="price">30.00</span>');
    for (const method of ['支付宝', '微信支付', '银联云闪付']) expect(page.body).toContain(method);
    expect(page.body).toContain('<button id="pay" type="submit">确认支付 ¥30.00</button>');
    // The checkout's button posts its form, url-encoded, as a browser does.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${order.payUrl}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=wechat',
    });
    expect(paid.statusCode).toBe(303);
    expect(await balances(user)).toEqual({ balance: 300, ticket: 0 });
    expect(envelope<{ status: string }>(await get(`/pay/recharge/order?orderId=${order.orderId}`, user.token)).data.status).toBe('paid');

    await ctx.app.inject({ method: 'POST', url: `${order.payUrl}/confirm` });
    expect(await balances(user)).toEqual({ balance: 300, ticket: 0 });
    const paidPage = (await ctx.app.inject({ method: 'GET', url: order.payUrl })).body;
    expect(paidPage).toContain('该订单已支付');
    expect(paidPage).not.toContain('id="pay"');
  });

  it('a forged or replayed notification credits nothing', async () => {
    const user = await newUser();
    const order = envelope<{ orderId: string; price: number }>(await post('/pay/recharge', { amount: 60, requestKey: key() }, user.token)).data;
    const forged = { notificationId: 'forged-000001', orderId: order.orderId, price: order.price, paidAt: Date.now(), signature: 'a'.repeat(64) };
    expect(envelope(await post('/pay/notify/sandbox', forged)).code).toBe(ResultCode.PAYMENT_NOTIFICATION_REFUSED);
    expect(await balances(user)).toEqual({ balance: 0, ticket: 0 });

    const sandbox = createSandboxProvider(SANDBOX_SECRET);
    const genuine = sandbox.notificationFor(order.orderId, order.price, Date.now());
    expect(envelope(await post('/pay/notify/sandbox', { ...genuine, price: order.price + 1 })).code).toBe(ResultCode.PAYMENT_NOTIFICATION_REFUSED);
    expect(envelope<{ credited: boolean }>(await post('/pay/notify/sandbox', genuine)).data).toEqual({ credited: true });
    expect(await balances(user)).toEqual({ balance: 60, ticket: 0 });
    expect(envelope<{ credited: boolean }>(await post('/pay/notify/sandbox', genuine)).data).toEqual({ credited: false });
    const fresh = sandbox.notificationFor(order.orderId, order.price, Date.now());
    expect(envelope<{ credited: boolean }>(await post('/pay/notify/sandbox', fresh)).data).toEqual({ credited: false });
    expect(await balances(user)).toEqual({ balance: 60, ticket: 0 });
  });
});

describe('gifts', () => {
  it('debits the sender, credits the anchor, announces with combos and replays a retried key', async () => {
    const sender = await newUser();
    await fund(ctx.database.db, sender.id, 100);
    const requestKey = key();
    const first = envelope<{ cost: number; combo: number; balances: { balance: number } }>(
      await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count: 2, requestKey }, sender.token),
    );
    expect(first).toMatchObject({ code: 200, data: { cost: 20, combo: 1, balances: { balance: 80 } } });
    const retried = envelope(await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count: 2, requestKey }, sender.token));
    expect(retried.data).toEqual(first.data);
    const reused = envelope(await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count: 3, requestKey }, sender.token));
    expect(reused).toMatchObject({ code: ResultCode.REQUEST_KEY_REUSED, message: WALLET_MESSAGES.requestKeyReused });

    ctx.clock.advance(2_000);
    const second = envelope<{ combo: number }>(await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count: 1, requestKey: key() }, sender.token));
    expect(second.data.combo).toBe(2);
    ctx.clock.advance(10_000);
    const later = envelope<{ combo: number }>(await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count: 1, requestKey: key() }, sender.token));
    expect(later.data.combo).toBe(1);
    expect(await balances(sender)).toEqual({ balance: 60, ticket: 0 });

    // Each gift is announced in the room's chat as a stored gift line, combo and all.
    await vi.waitFor(async () => {
      const lines = await ctx.database.db
        .select({ gift: chatMessages.gift })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, sender.id), eq(chatMessages.kind, 'gift')))
        .orderBy(asc(chatMessages.id));
      expect(lines.map((line) => (line.gift as { combo: number }).combo)).toEqual([1, 2, 1]);
    });

    const broke = envelope(await post('/pay/gift', { roomId: room.roomId, giftId: football.id, count: 7, requestKey: key() }, sender.token));
    expect(broke).toMatchObject({ code: ResultCode.INSUFFICIENT_FUNDS, message: WALLET_MESSAGES.insufficientDiamonds });
    expect(await balances(sender)).toEqual({ balance: 60, ticket: 0 });

    const rank = envelope<Array<{ userId: number; total: number }>>(await get(`/pay/room/user/rank?anchorId=${room.anchorId}`));
    expect(rank.data.find((row) => row.userId === sender.id)?.total).toBe(40);
    const daily = envelope<Array<{ userId: number }>>(await get('/api/rank/price?rankType=1'));
    expect(daily.code).toBe(200);
  });

  it('lists the catalogue and refuses unknown gifts and rooms', async () => {
    const catalogue = envelope<Array<{ name: string }>>(await get('/api/chat/gift/all'));
    expect(catalogue.data.map((gift) => gift.name)).toContain('足球');
    const user = await newUser();
    expect(envelope(await post('/pay/gift', { roomId: room.roomId, giftId: 99_999, requestKey: key() }, user.token)).code).toBe(ResultCode.NOT_FOUND);
    expect(envelope(await post('/pay/gift', { roomId: 99_999, giftId: football.id, requestKey: key() }, user.token)).code).toBe(ResultCode.NOT_FOUND);
  });
});

describe('pay password, cards and withdrawals', () => {
  it('holds a withdrawal while pending, refunds a rejection, pays to the wallet at once', async () => {
    const anchor = await newUser();
    const fan = await newUser();
    await fund(ctx.database.db, fan.id, 1000);
    await createWalletTestIncome(ctx.database.db, anchor.id, 500);

    const noPassword = envelope(await post('/pay/withdraw', { amount: 100, payPassword: '123456', target: 'wallet', requestKey: key() }, anchor.token));
    expect(noPassword).toMatchObject({ code: ResultCode.PAY_PASSWORD_REFUSED, message: WALLET_MESSAGES.payPasswordNotSet });
    expect(envelope(await post('/pay/change/pay-pass', { payPassword: '12345' }, anchor.token)).code).toBe(ResultCode.BAD_REQUEST);
    expect(envelope(await post('/pay/change/pay-pass', { payPassword: '246810' }, anchor.token)).code).toBe(200);
    expect(envelope(await post('/pay/change/pay-pass', { oldPayPassword: '000000', payPassword: '135790' }, anchor.token)).code).toBe(
      ResultCode.PAY_PASSWORD_REFUSED,
    );

    const card = envelope<{ id: number; cardNumberMasked: string; holderNameMasked: string }>(
      await post('/pay/bind-card', { holderName: '张三', bankName: '工商银行', cardNumber: '6222 0212 3456 7890 128' }, anchor.token),
    );
    expect(card.code).toBe(200);
    expect(card.data.cardNumberMasked).toBe('6222 **** **** 0128');
    expect(card.data.holderNameMasked).toBe('*三');
    expect(envelope(await post('/pay/bind-card', { holderName: '张三', bankName: '工商银行', cardNumber: '6222021234567890123' }, anchor.token)).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    const list = await get(`/pay/card-list/${anchor.id}`, anchor.token);
    expect(list.body).not.toContain('6222021234567890128');
    expect(envelope(await get(`/pay/card-list/${anchor.id}`, fan.token)).code).toBe(ResultCode.FORBIDDEN);

    const wrong = envelope(await post('/pay/withdraw', { amount: 200, payPassword: '111111', cardId: card.data.id, requestKey: key() }, anchor.token));
    expect(wrong.code).toBe(ResultCode.PAY_PASSWORD_REFUSED);
    const low = envelope(await post('/pay/withdraw', { amount: 99, payPassword: '246810', cardId: card.data.id, requestKey: key() }, anchor.token));
    expect(low).toMatchObject({ code: ResultCode.BAD_REQUEST, message: amountBelowMinimumError(100) });

    const pending = envelope<{ id: number; status: string }>(
      await post('/pay/withdraw', { amount: 300, payPassword: '246810', cardId: card.data.id, requestKey: key() }, anchor.token),
    );
    expect(pending.data.status).toBe('pending');
    expect(await income(anchor)).toEqual({ balance: 200, ticket: 0 });
    const tooMuch = envelope(await post('/pay/withdraw', { amount: 300, payPassword: '246810', cardId: card.data.id, requestKey: key() }, anchor.token));
    expect(tooMuch).toMatchObject({ code: ResultCode.INSUFFICIENT_FUNDS, message: WALLET_MESSAGES.insufficientIncome });

    expect((await ctx.app.inject({ method: 'POST', url: `/operator/wallet/withdrawals/${pending.data.id}/reject`, payload: {} })).json()).toMatchObject({
      code: ResultCode.FORBIDDEN,
    });
    const rejected = envelope<{ status: string }>(await operator(`/operator/wallet/withdrawals/${pending.data.id}/reject`, { reason: '银行卡信息有误' }));
    expect(rejected.data.status).toBe('rejected');
    expect(await income(anchor)).toEqual({ balance: 500, ticket: 0 });
    expect(envelope(await operator(`/operator/wallet/withdrawals/${pending.data.id}/pay`)).code).toBe(ResultCode.CONFLICT);
    expect(await income(anchor)).toEqual({ balance: 500, ticket: 0 });

    const second = envelope<{ id: number }>(await post('/pay/withdraw', { amount: 100, payPassword: '246810', cardId: card.data.id, requestKey: key() }, anchor.token));
    expect(envelope<{ status: string }>(await operator(`/operator/wallet/withdrawals/${second.data.id}/pay`)).data.status).toBe('paid');
    const toWallet = envelope<{ status: string }>(await post('/pay/withdraw', { amount: 150, payPassword: '246810', target: 'wallet', requestKey: key() }, anchor.token));
    expect(toWallet.data.status).toBe('paid');
    expect(await income(anchor)).toEqual({ balance: 250, ticket: 0 });
    expect(await balances(anchor)).toEqual({ balance: 150, ticket: 0 });

    const records = envelope<{ list: Array<{ status: string }>; total: number }>(await post('/pay/record/withdraw', {}, anchor.token));
    expect(records.data.total).toBe(3);
    const incomeRows = envelope<{ list: Array<{ type: number; typeName: string }> }>(await post('/pay/record/income', {}, anchor.token));
    expect(incomeRows.data.list.map((row) => row.type)).toEqual([13, 3, 6, 3, 7]);
    const csv = await get('/pay/export/income/', anchor.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFF时间,类型,币种,金额,余额,备注');
    expect(csv.body).toContain('提现到钱包');

    const transList = envelope<{ list: Array<{ type: number; typeName: string }> }>(await post('/pay/record/trans-list', { type: 13 }, anchor.token));
    expect(transList.data.list).toEqual([expect.objectContaining({ type: 13, typeName: '提现到钱包' })]);

    expect(envelope(await post(`/pay/unbind-card/${card.data.id}`, {}, fan.token)).code).toBe(ResultCode.NOT_FOUND);
    expect(envelope(await post(`/pay/unbind-card/${card.data.id}`, {}, anchor.token)).code).toBe(200);
  });

  it('resets a forgotten pay password with an SMS code to the own mobile', async () => {
    const mobile = freshMobile();
    const token = await client.registered(mobile, 'secret123');
    await post('/pay/change/pay-pass', { payPassword: '111111' }, token);
    ctx.clock.advance(10 * 60_000);
    const code = await client.freshCode(mobile);
    expect(envelope(await post('/pay/forget/pay-pass', { verifyCode: '000000', payPassword: '222222' }, token)).code).toBe(ResultCode.BAD_REQUEST);
    expect(envelope(await post('/pay/forget/pay-pass', { verifyCode: code, payPassword: '222222' }, token)).code).toBe(200);
    expect(envelope(await post('/pay/change/pay-pass', { oldPayPassword: '222222', payPassword: '333333' }, token)).code).toBe(200);
  });

  it('counts pay-password guesses before checking them: of 60 at once five are checked, then it is locked until a reset', async () => {
    const mobile = freshMobile();
    const token = await client.registered(mobile, 'secret123');
    await post('/pay/change/pay-pass', { payPassword: '246810' }, token);
    const before = ctx.hasher.verifies;
    const guesses = Array.from({ length: 60 }, (_, index) =>
      post('/pay/withdraw', { amount: 100, payPassword: String(100_000 + index), target: 'wallet', requestKey: key() }, token),
    );
    const answers = (await Promise.all(guesses)).map((response) => envelope(response));
    expect(ctx.hasher.verifies - before).toBe(PAY_PASSWORD_LOCKING_FAILURE);
    const messages = answers.map((answer) => answer.message);
    expect(messages.filter((message) => message === WALLET_MESSAGES.payPasswordWrong)).toHaveLength(PAY_PASSWORD_LOCKING_FAILURE - 1);
    expect(messages.filter((message) => message === WALLET_MESSAGES.payPasswordLocked)).toHaveLength(60 - PAY_PASSWORD_LOCKING_FAILURE + 1);

    const right = { amount: 100, payPassword: '246810', target: 'wallet', requestKey: key() };
    expect(envelope(await post('/pay/withdraw', right, token)).message).toBe(WALLET_MESSAGES.payPasswordLocked);
    // Changing it needs the old one: the same guesses, the same lock.
    expect(envelope(await post('/pay/change/pay-pass', { oldPayPassword: '246810', payPassword: '135790' }, token)).message).toBe(
      WALLET_MESSAGES.payPasswordLocked,
    );
    ctx.clock.advance(10 * 60_000);
    const code = await client.freshCode(mobile);
    expect(envelope(await post('/pay/forget/pay-pass', { verifyCode: code, payPassword: '135790' }, token)).code).toBe(200);
    expect(envelope(await post('/pay/change/pay-pass', { oldPayPassword: '111111', payPassword: '222222' }, token)).message).toBe(
      WALLET_MESSAGES.payPasswordOldWrong,
    );
    expect(envelope(await post('/pay/change/pay-pass', { oldPayPassword: '135790', payPassword: '222222' }, token)).code).toBe(200);
  });
});

describe('red packets', () => {
  it('splits among grabbers once each and returns the rest on expiry exactly once', async () => {
    const sender = await newUser();
    const grabbers = [await newUser(), await newUser()];
    await fund(ctx.database.db, sender.id, 100);
    const packet = envelope<{ id: number; status: string }>(await post('/pay/room/red-packet/send', { roomId: room.roomId, count: 3, total: 50, requestKey: key() }, sender.token));
    expect(packet.data.status).toBe('open');
    expect(await balances(sender)).toEqual({ balance: 50, ticket: 0 });
    expect(envelope(await post('/pay/room/red-packet/grab', { packetId: packet.data.id }, sender.token)).message).toBe(WALLET_MESSAGES.redPacketOwn);

    let grabbed = 0;
    for (const grabber of grabbers) {
      const grab = envelope<{ amount: number }>(await post('/pay/room/red-packet/grab', { packetId: packet.data.id }, grabber.token));
      expect(grab.data.amount).toBeGreaterThanOrEqual(1);
      grabbed += grab.data.amount;
      expect((await balances(grabber)).balance).toBe(grab.data.amount);
    }
    const again = envelope(await post('/pay/room/red-packet/grab', { packetId: packet.data.id }, grabbers[0]!.token));
    expect(again).toMatchObject({ code: ResultCode.RED_PACKET_UNAVAILABLE, message: WALLET_MESSAGES.redPacketAlreadyGrabbed });

    const open = envelope<Array<{ id: number }>>(await get(`/pay/room/red-packet/list?roomId=${room.roomId}`));
    expect(open.data.map((p) => p.id)).toContain(packet.data.id);

    ctx.clock.advance(25 * 3_600_000);
    const late = await newUser();
    expect(envelope(await post('/pay/room/red-packet/grab', { packetId: packet.data.id }, late.token)).message).toBe(WALLET_MESSAGES.redPacketExpired);
    const first = envelope<{ returned: number }>(await operator('/operator/wallet/red-packets/expire'));
    const second = envelope<{ returned: number }>(await operator('/operator/wallet/red-packets/expire'));
    expect(first.data.returned).toBe(50 - grabbed);
    expect(second.data.returned).toBe(0);
    expect(await walletBalancesOf(ctx.database.db, sender.id)).toEqual({ balance: 100 - grabbed, ticket: 0 });
    const detail = envelope<{ packet: { status: string; grabbedAmount: number }; grabs: unknown[] }>(
      await get(`/pay/room/red-packet/detail?packetId=${packet.data.id}`),
    );
    expect(detail.data.packet).toMatchObject({ status: 'expired', grabbedAmount: grabbed });
    expect(detail.data.grabs).toHaveLength(2);
  });

  it('refuses a total smaller than the count', async () => {
    const sender = await newUser();
    await fund(ctx.database.db, sender.id, 100);
    const answer = envelope(await post('/pay/room/red-packet/send', { roomId: room.roomId, count: 10, total: 5, requestKey: key() }, sender.token));
    expect(answer).toMatchObject({ code: ResultCode.BAD_REQUEST, message: WALLET_MESSAGES.redPacketTooSmall });
  });
});

describe('nobility', () => {
  it('sells a tier, extends it when bought again and makes the buyer noble in rooms', async () => {
    const buyer = await newUser();
    await fund(ctx.database.db, buyer.id, 700);
    const tiers = envelope<Array<{ id: number; tier: number; price: number; durationDays: number }>>(await get('/pay/room/nobility/list'));
    const knight = tiers.data.find((tier) => tier.tier === 1)!;
    const bought = envelope<{ nobility: { expiresAt: string }; balances: { balance: number } }>(
      await post('/pay/room/nobility/purchase', { roomId: room.roomId, nobilityId: knight.id, requestKey: key() }, buyer.token),
    );
    expect(bought.data.balances.balance).toBe(700 - knight.price);
    const extended = envelope<{ nobility: { expiresAt: string } }>(
      await post('/pay/room/nobility/purchase', { roomId: room.roomId, nobilityId: knight.id, requestKey: key() }, buyer.token),
    );
    expect(Date.parse(extended.data.nobility.expiresAt) - Date.parse(bought.data.nobility.expiresAt)).toBe(knight.durationDays * 86_400_000);
    expect(envelope(await post('/pay/room/nobility/purchase', { roomId: room.roomId, nobilityId: knight.id, requestKey: key() }, buyer.token)).code).toBe(
      ResultCode.INSUFFICIENT_FUNDS,
    );
    const bag = envelope<Array<{ active: boolean }>>(await get('/api/nobility/bag', buyer.token));
    expect(bag.data).toEqual([expect.objectContaining({ active: true })]);
    expect(envelope<{ tier: number }>(await get('/api/nobility/bubble', buyer.token)).data.tier).toBe(1);
    expect(envelope(await ctx.app.inject({ method: 'GET', url: `/api/nobility/active?nobilityId=${knight.id}`, headers: { accesstoken: buyer.token } })).code).toBe(200);
    const records = envelope<{ list: Array<{ typeName: string }> }>(await post('/pay/record/trans-list', { type: 15 }, buyer.token));
    expect(records.data.list).toHaveLength(2);
    expect(records.data.list[0]!.typeName).toBe('开通贵族');
  });
});
