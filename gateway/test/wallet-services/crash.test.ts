import { type ChildProcess, fork } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_HEADER, OPERATOR_TOKEN_HEADER, ResultCode, TransactionType, type WalletCurrency } from '@portal/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArgon2Hasher } from '../../src/accounts/password-hasher';
import { createSessionStore } from '../../src/accounts/sessions';
import type { Database } from '../../src/db/database';
import { gifts, payPasswords, rooms, users } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import { type DatabaseUnderTest, databaseUrl, freshDatabase, rowsOf } from '../db/database-under-test';
import { fixtureWebDist } from '../helper';
import { createWalletTestIncome } from '../wallet/income';
import { fund, ledgerProblems } from '../wallet/support';

if (!databaseUrl) throw new Error('DATABASE_URL is required: gateways in other processes share this database (npm run test:services)');

const script = fileURLToPath(new URL('./gateway-process.ts', import.meta.url));
const OPERATOR_TOKEN = 'operator-token-for-the-wallet-crash-test';
const PAY_PASSWORD = '135790';
const ROUNDS = 5;
const REQUESTS_PER_ROUND = 48;
const IN_FLIGHT = 12;
const START_DIAMONDS = 5_000_000;
const START_TICKETS = 10_000;
const START_INCOME = 1_000_000;

const seed = Number(process.env.WALLET_CRASH_SEED) || randomInt(2 ** 31);

/** mulberry32: the same seed draws the same requests and kill moments. */
function seededRandom(from: number) {
  let state = from >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** One line the request should book: `account` as the ledger names it (user:1, income:2, platform:grants). */
type Posting = { account: string; currency: WalletCurrency; amount: number };
type WalletRequest = { key: string; kind: 'gift' | 'withdrawal' | 'adjustment'; path: string; headers: Record<string, string>; body: object; postings: Posting[] };
type Answer = { code: number; message: string; data: unknown };
type Gateway = { child: ChildProcess; origin: string; exited: Promise<void> };

/** Starts a gateway process on the test schema and waits for the address it listens on. */
function startGateway(pgSchema: string, dataDir: string): Promise<Gateway> {
  const child = fork(script, [pgSchema], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', OPERATOR_TOKEN, DATA_DIR: dataDir, WEB_DIST: fixtureWebDist, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, origin: (message as { origin: string }).origin, exited }));
    child.once('exit', (code, signal) => reject(new Error(`gateway process exited (${code ?? signal}) before listening: ${errors}`)));
  });
}

async function send(origin: string, request: WalletRequest): Promise<Answer> {
  const response = await fetch(`${origin}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: JSON.stringify(request.body),
  });
  return (await response.json()) as Answer;
}

/** Sends every request, at most IN_FLIGHT at a time, and settles each; `onSettled` hears each one end. */
async function burst(origin: string, requests: WalletRequest[], onSettled: () => void = () => {}): Promise<Array<PromiseSettledResult<Answer>>> {
  const results: Array<PromiseSettledResult<Answer>> = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next;
      next += 1;
      try {
        results[index] = { status: 'fulfilled', value: await send(origin, requests[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
      onSettled();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

let under: DatabaseUnderTest;
let database: Database;
let pgSchema: string;
let dataDir: string;
const gateways: Gateway[] = [];

/** Balances and incomes as the wallet should hold them: as they were at the start, plus every request applied once. */
let expected = new Map<string, number>();
const book = (postings: Posting[]) => {
  for (const { account, currency, amount } of postings) {
    if (account.startsWith('platform:')) continue;
    const slot = `${account}|${currency}`;
    expected.set(slot, (expected.get(slot) ?? 0) + amount);
  }
};

/** What each request key booked, as sorted `account|currency|amount` lines, and whether its result was stored. */
async function bookedByKey(prefix: string): Promise<Map<string, { lines: string[]; result: boolean }>> {
  const rows = await rowsOf<{ request_key: string; has_result: boolean; account: string | null; currency: string | null; amount: string | null }>(
    database.db,
    sql`SELECT t.request_key, t.result IS NOT NULL AS has_result, l.account, l.currency, l.amount
        FROM wallet_transactions t LEFT JOIN ledger_entries l ON l.transaction_id = t.id
        WHERE t.request_key LIKE ${`${prefix}%`}`,
  );
  const booked = new Map<string, { lines: string[]; result: boolean }>();
  for (const row of rows) {
    const entry = booked.get(row.request_key) ?? { lines: [], result: row.has_result };
    if (row.account !== null) entry.lines.push(`${row.account}|${row.currency}|${Number(row.amount)}`);
    booked.set(row.request_key, entry);
  }
  for (const entry of booked.values()) entry.lines.sort();
  return booked;
}

const linesOf = (request: WalletRequest) => request.postings.map((p) => `${p.account}|${p.currency}|${p.amount}`).sort();

/** Every user's balances and every anchor's income, by `account|currency`. */
async function walletHoldings(): Promise<Map<string, number>> {
  const rows = await rowsOf<{ slot: string; amount: string }>(
    database.db,
    sql`SELECT 'user:' || user_id || '|' || currency AS slot, amount FROM balances
        UNION ALL SELECT account || '|' || currency, amount FROM wallet_accounts WHERE account LIKE 'income:%'`,
  );
  return new Map(rows.map((row) => [row.slot, Number(row.amount)]));
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ count: string }>(database.db, query);
  return Number(row!.count);
}

beforeAll(async () => {
  under = await freshDatabase();
  database = await under.open();
  await seedDemoData(database.db);
  const [current] = await rowsOf<{ name: string }>(database.db, sql`SELECT current_schema() AS name`);
  pgSchema = current!.name;
  dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-wallet-crash-'));
});

afterAll(async () => {
  for (const gateway of gateways) {
    gateway.child.kill('SIGKILL');
    await gateway.exited;
  }
  await under?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a gateway process killed at random moments during a run', () => {
  it('leaves no half-done transfer, and retries with the same keys apply exactly once', async () => {
    console.info(`wallet crash test: seed ${seed}; WALLET_CRASH_SEED=${seed} draws the same requests and kill moments`);
    const random = seededRandom(seed);
    const db = database.db;

    const roomRows = await db.select({ roomId: rooms.id, anchorId: rooms.anchorId }).from(rooms).orderBy(asc(rooms.id));
    const anchorRooms = [...new Map(roomRows.map((room) => [room.anchorId, room])).values()].slice(0, 3);
    const viewers = await db
      .insert(users)
      .values([1, 2, 3].map((n) => ({ mobile: `1377700000${n}`, nickName: `崩溃测试${n}` })))
      .returning({ id: users.id });
    const anchors = anchorRooms.map((room) => room.anchorId);
    const people = [...viewers.map((viewer) => viewer.id), ...anchors];
    const catalogue = await db.select().from(gifts);

    const sessions = createSessionStore(db, Date);
    const tokens = new Map<number, string>();
    for (const person of people) {
      tokens.set(person, (await sessions.open(person, true, { userAgent: 'wallet-crash-test', ip: '127.0.0.1' })).token);
      await fund(db, person, START_DIAMONDS);
      await fund(db, person, START_TICKETS, 'ticket');
    }
    const hash = await createArgon2Hasher().hash(PAY_PASSWORD);
    for (const anchor of anchors) {
      await createWalletTestIncome(db, anchor, START_INCOME);
      await db.insert(payPasswords).values({ userId: anchor, hash }).onConflictDoUpdate({ target: payPasswords.userId, set: { hash } });
    }
    expected = await walletHoldings();
    const withdrawalsBefore = await countOf(sql`SELECT count(*) FROM withdrawals`);

    const draw = (key: string): WalletRequest => {
      const roll = random.int(1, 10);
      if (roll <= 6) {
        // Viewers and anchors alike gift in each other's rooms, so anchors' incomes and wallets move both ways.
        const sender = random.pick(people);
        const room = random.pick(anchorRooms.filter((r) => r.anchorId !== sender));
        const gift = random.pick(catalogue);
        const count = random.int(1, 5);
        const currency: WalletCurrency = gift.currency === 'ticket' ? 'ticket' : 'balance';
        return {
          key,
          kind: 'gift',
          path: '/pay/gift',
          headers: { [ACCESS_TOKEN_HEADER]: tokens.get(sender)! },
          body: { roomId: room.roomId, giftId: gift.id, count, requestKey: key },
          postings: [
            { account: `user:${sender}`, currency, amount: -gift.price * count },
            { account: `income:${room.anchorId}`, currency, amount: gift.price * count },
          ],
        };
      }
      if (roll <= 7) {
        const anchor = random.pick(anchors);
        const amount = random.int(100, 300);
        return {
          key,
          kind: 'withdrawal',
          path: '/pay/withdraw',
          headers: { [ACCESS_TOKEN_HEADER]: tokens.get(anchor)! },
          body: { amount, payPassword: PAY_PASSWORD, target: 'wallet', requestKey: key },
          postings: [
            { account: `income:${anchor}`, currency: 'balance', amount: -amount },
            { account: `user:${anchor}`, currency: 'balance', amount },
          ],
        };
      }
      const userId = random.pick(people);
      const topUp = random.int(0, 1) === 1;
      const currency: WalletCurrency = random.pick(['balance', 'ticket'] as const);
      const amount = random.int(1, 500);
      const sign = topUp ? 1 : -1;
      return {
        key,
        kind: 'adjustment',
        path: '/operator/wallet/adjust',
        headers: { [OPERATOR_TOKEN_HEADER]: OPERATOR_TOKEN },
        body: { userId, type: topUp ? TransactionType.MANUAL_RECHARGE : TransactionType.SYSTEM_DEDUCTION, currency, amount, remark: 'crash test', requestKey: key },
        postings: [
          { account: `user:${userId}`, currency, amount: sign * amount },
          { account: topUp ? 'platform:manual-recharge' : 'platform:grants', currency, amount: -sign * amount },
        ],
      };
    };

    const issued: WalletRequest[] = [];
    let gateway = await startGateway(pgSchema, dataDir);
    gateways.push(gateway);
    const stats = { cutOff: 0, appliedUnanswered: 0 };

    for (let round = 1; round <= ROUNDS; round += 1) {
      const prefix = `crash-${seed}-${round}-`;
      const requests = Array.from({ length: REQUESTS_PER_ROUND }, (_, index) => draw(`${prefix}${index}`));
      issued.push(...requests);
      for (const request of requests) book(request.postings);

      // The kill comes a random few milliseconds after a random number of answers, so requests are in flight.
      const killAfterAnswers = random.int(0, REQUESTS_PER_ROUND / 2);
      const killDelayMs = random.int(0, 5);
      const victim = gateway;
      let answers = 0;
      const kill = () => setTimeout(() => victim.child.kill('SIGKILL'), killDelayMs);
      if (killAfterAnswers === 0) kill();
      const results = await burst(victim.origin, requests, () => {
        answers += 1;
        if (answers === killAfterAnswers) kill();
      });
      await victim.exited;

      const firstAnswers = new Map<string, Answer>();
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          expect(result.value, `${requests[index]!.kind} ${requests[index]!.key} before the kill`).toMatchObject({ code: ResultCode.OK });
          firstAnswers.set(requests[index]!.key, result.value);
        }
      });
      const cutOff = requests.length - firstAnswers.size;
      expect(cutOff, 'requests cut off by the kill').toBeGreaterThan(0);
      stats.cutOff += cutOff;

      // No half-done transfer: whatever committed is whole, with its result stored, and the books balance.
      expect(await ledgerProblems(db)).toEqual([]);
      const committed = await bookedByKey(prefix);
      for (const request of requests) {
        const booked = committed.get(request.key);
        if (!booked) continue;
        expect(booked, `${request.kind} ${request.key} after the kill`).toEqual({ lines: linesOf(request), result: true });
        if (!firstAnswers.has(request.key)) stats.appliedUnanswered += 1;
      }

      gateway = await startGateway(pgSchema, dataDir);
      gateways.push(gateway);
      const retried = await burst(gateway.origin, requests);
      retried.forEach((result, index) => {
        const request = requests[index]!;
        expect(result, `${request.kind} ${request.key} retried`).toMatchObject({ status: 'fulfilled', value: { code: ResultCode.OK } });
        const first = firstAnswers.get(request.key);
        if (!first || result.status !== 'fulfilled') return;
        // The same key answers what it answered the first time; the operator's call also says it was a replay.
        if (request.kind === 'adjustment') expect(result.value.data).toEqual({ ...(first.data as object), replayed: true });
        else expect(result.value.data, `${request.kind} ${request.key} replayed`).toEqual(first.data);
      });

      // Exactly once: every key of the round booked its own postings one time, and the wallets add up.
      const booked = await bookedByKey(prefix);
      expect(booked).toEqual(new Map(requests.map((request) => [request.key, { lines: linesOf(request), result: true }])));
      expect(await ledgerProblems(db)).toEqual([]);
      expect(await walletHoldings()).toEqual(expected);
    }

    const giftsIssued = issued.filter((request) => request.kind === 'gift').length;
    const withdrawalsIssued = issued.filter((request) => request.kind === 'withdrawal').length;
    expect(await countOf(sql`SELECT count(*) FROM gift_events g JOIN wallet_transactions t ON t.id = g.transaction_id WHERE t.request_key LIKE 'crash-%'`)).toBe(giftsIssued);
    expect(await countOf(sql`SELECT count(*) FROM withdrawals`)).toBe(withdrawalsBefore + withdrawalsIssued);
    console.info(`wallet crash test: ${ROUNDS} kills cut off ${stats.cutOff} requests, ${stats.appliedUnanswered} of them applied before their answer was lost`);
  }, 90_000);
});
