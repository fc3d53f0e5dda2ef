import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { balances, follows, realNames, sessions, users } from '../../src/db/schema';
import { accountsClient, buildAccountsApp, envelope, freshMobile, type AccountsTestApp } from '../accounts/support';
import { type DatabaseUnderTest, expectedKind, freshDatabase } from './database-under-test';

async function sqlStateOf(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

describe(`accounts tables on ${expectedKind}`, () => {
  let under: DatabaseUnderTest;
  let db: Db;
  let userId: number;
  beforeAll(async () => {
    under = await freshDatabase();
    ({ db } = await under.open());
    const [user] = await db.insert(users).values({ mobile: '13900000101', nickName: '表约束' }).returning();
    if (!user) throw new Error('no user');
    userId = user.id;
  });
  afterAll(async () => {
    await under.dispose();
  });

  it('never lets a balance go below zero, and knows only two currencies', async () => {
    await db.insert(balances).values({ userId, currency: 'balance', amount: 10 });
    expect(await sqlStateOf(db.update(balances).set({ amount: -1 }).where(eq(balances.userId, userId)))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(db.insert(balances).values({ userId, currency: 'gold', amount: 0 }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(db.insert(balances).values({ userId, currency: 'balance', amount: 0 }))).toBe(UNIQUE_VIOLATION);
  });

  it('holds amounts beyond 32 bits', async () => {
    await db.update(balances).set({ amount: 5_000_000_000 }).where(eq(balances.userId, userId));
    const [row] = await db.select().from(balances).where(eq(balances.userId, userId));
    expect(row?.amount).toBe(5_000_000_000);
  });

  it('keeps a token hash once, and sessions only of existing users', async () => {
    const session = { userId, tokenHash: 'h'.repeat(64), expiresAt: new Date(Date.now() + 60_000) };
    await db.insert(sessions).values(session);
    expect(await sqlStateOf(db.insert(sessions).values(session))).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(db.insert(sessions).values({ ...session, userId: 999_999, tokenHash: 'g'.repeat(64) }))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
  });

  it('records a follow once', async () => {
    await db.insert(follows).values({ userId, targetType: 1, targetId: 5 });
    expect(await sqlStateOf(db.insert(follows).values({ userId, targetType: 1, targetId: 5 }))).toBe(UNIQUE_VIOLATION);
  });

  it('knows three genders', async () => {
    expect(await sqlStateOf(db.update(users).set({ gender: 7 }).where(eq(users.id, userId)))).toBe(CHECK_VIOLATION);
  });

  it('takes a user’s sessions, wallet, follows and real name with the user', async () => {
    await db.insert(realNames).values({ userId, realNameMasked: '张*', idNumberMasked: '110***********002X' });
    await db.delete(users).where(eq(users.id, userId));
    for (const table of [balances, sessions, follows, realNames]) {
      expect(await db.select().from(table).where(eq(table.userId, userId))).toEqual([]);
    }
  });
});

describe(`the accounts flow on ${expectedKind}`, () => {
  let ctx: AccountsTestApp;
  beforeAll(async () => {
    ctx = await buildAccountsApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('registers, logs in by password, reads the wallet, logs out and is refused after', async () => {
    expect(ctx.database.kind).toBe(expectedKind);
    const client = accountsClient(ctx);
    const mobile = freshMobile();
    await client.registered(mobile, 'postgres1');
    const token = envelope<{ token: string }>(await client.passwordLogin(mobile, 'postgres1', 1)).data.token;
    expect(envelope(await client.get('/pay/balances', token)).data).toEqual({ balance: 0, ticket: 0 });
    expect(envelope(await client.get('/user/center/info', token)).code).toBe(200);
    await client.post('/user/logout', undefined, token);
    expect(envelope(await client.get('/user/center/info', token)).code).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
