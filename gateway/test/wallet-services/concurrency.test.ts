import { createMemoryStore } from '../../src/ephemeral/memory-store';
import { randomInt } from 'node:crypto';
import { ResultCode } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArgon2Hasher } from '../../src/accounts/password-hasher';
import type { Database } from '../../src/db/database';
import { gifts, redPackets, rooms, users } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import { AppError } from '../../src/http/errors';
import { createSandboxProvider, createWallet, type Wallet } from '../../src/wallet';
import { walletBalancesOf } from '../../src/wallet/balances';
import { type DatabaseUnderTest, freshDatabase } from '../db/database-under-test';
import { demoRoom, fund, key, ledgerProblems } from '../wallet/support';

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;

let under: DatabaseUnderTest;
let database: Database;
let wallet: Wallet;
let now = Date.UTC(2025, 0, 1);
let room: { roomId: number; anchorId: number };
let football: number;
let userCounter = 0;

async function newUser(): Promise<number> {
  userCounter += 1;
  const [row] = await database.db
    .insert(users)
    .values({ mobile: `1390000${String(userCounter).padStart(4, '0')}`, nickName: `并发用户${userCounter}` })
    .returning({ id: users.id });
  return row!.id;
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'unexpected');

beforeAll(async () => {
  under = await freshDatabase();
  database = await under.open();
  await seedDemoData(database.db);
  wallet = createWallet({
    db: database.db,
    clock: { now: () => now },
    hasher: createArgon2Hasher(),
    smsCodes: { consume: async () => false },
    store: createMemoryStore(),
    secret: 'wallet-services-test-secret',
    paymentProvider: createSandboxProvider('wallet-services-test-secret'),
    log: quiet,
  });
  room = await demoRoom(database.db);
  const [gift] = await database.db.select().from(gifts).where(eq(gifts.name, '足球'));
  football = gift!.id;
});
afterAll(async () => {
  await under.dispose();
});

describe('the ledger under concurrency', () => {
  it('100 diamonds and 50 parallel gifts of 10: exactly 10 succeed and the balance ends at 0', async () => {
    const sender = await newUser();
    await fund(database.db, sender, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => wallet.gifts.send(sender, { roomId: room.roomId, giftId: football, count: 1, requestKey: key() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => codeOf(r.reason));
    expect(new Set(failures)).toEqual(new Set([ResultCode.INSUFFICIENT_FUNDS]));
    expect(await walletBalancesOf(database.db, sender)).toEqual({ balance: 0, ticket: 0 });
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('the same request key sent 20 times at once makes one transaction', async () => {
    const sender = await newUser();
    await fund(database.db, sender, 1000);
    const requestKey = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => wallet.gifts.send(sender, { roomId: room.roomId, giftId: football, count: 3, requestKey })),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await walletBalancesOf(database.db, sender)).toEqual({ balance: 970, ticket: 0 });
    const { transactions } = wallet.records;
    expect((await transactions(sender, { page: 1, pageSize: 50, type: 2 })).total).toBe(1);
  });

  it('red packets: grabs never exceed the count, grabbed plus returned equals sent, expiry run twice returns once', async () => {
    const sender = await newUser();
    await fund(database.db, sender, 500);
    const packet = await wallet.redPackets.send(sender, { roomId: room.roomId, count: 5, total: 321, requestKey: key() });
    const grabbers = await Promise.all(Array.from({ length: 12 }, () => newUser()));
    const grabs = await Promise.allSettled(grabbers.map((user) => wallet.redPackets.grab(user, packet.id)));
    const won = grabs.flatMap((g) => (g.status === 'fulfilled' ? [g.value.amount] : []));
    expect(won).toHaveLength(5);
    expect(won.reduce((total, amount) => total + amount, 0)).toBe(321);

    const partial = await wallet.redPackets.send(sender, { roomId: room.roomId, count: 10, total: 100, requestKey: key() });
    await Promise.allSettled(grabbers.slice(0, 4).map((user) => wallet.redPackets.grab(user, partial.id)));
    now += 25 * 3_600_000;
    const runs = await Promise.all([wallet.redPackets.expire(), wallet.redPackets.expire()]);
    const again = await wallet.redPackets.expire();
    const [row] = await database.db.select().from(redPackets).where(eq(redPackets.id, partial.id));
    expect(row!.grabbedCount).toBe(4);
    expect(row!.grabbedAmount + row!.returnedAmount).toBe(100);
    expect(runs[0].returned + runs[1].returned + again.returned).toBe(row!.returnedAmount);
    expect(again.returned).toBe(0);
    expect(await walletBalancesOf(database.db, sender)).toEqual({ balance: 500 - 321 - row!.grabbedAmount, ticket: 0 });
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('a randomized run of concurrent mixed operations keeps the books balanced', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => newUser()));
    const [anchorRoom] = await database.db.select({ id: rooms.id, anchorId: rooms.anchorId }).from(rooms).limit(2).offset(1);
    for (const person of people) await fund(database.db, person, 500);
    const pick = <T>(list: T[]) => list[randomInt(list.length)]!;
    const packets: number[] = [];
    const operations = Array.from({ length: 200 }, () => async () => {
      const who = pick(people);
      switch (randomInt(6)) {
        case 0:
          return wallet.gifts.send(who, { roomId: pick([room.roomId, anchorRoom!.id]), giftId: football, count: randomInt(1, 20), requestKey: key() });
        case 1:
          return fund(database.db, who, randomInt(1, 100));
        case 2: {
          const sent = await wallet.redPackets.send(who, { roomId: room.roomId, count: randomInt(1, 6), total: randomInt(6, 80), requestKey: key() });
          packets.push(sent.id);
          return sent;
        }
        case 3:
          return packets.length > 0 ? wallet.redPackets.grab(who, pick(packets)) : undefined;
        case 4: {
          const tiers = await wallet.nobility.tiers();
          return wallet.nobility.purchase(who, { roomId: room.roomId, nobilityId: tiers[0]!.id, requestKey: key() });
        }
        default:
          return wallet.gifts.send(room.anchorId, { roomId: anchorRoom!.id, giftId: football, count: randomInt(1, 5), requestKey: key() });
      }
    });
    const running = new Set<Promise<unknown>>();
    for (const operation of operations) {
      const started = operation().catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
      running.add(started);
      void started.finally(() => running.delete(started));
      if (running.size >= 16) await Promise.race(running);
    }
    await Promise.all(running);
    now += 25 * 3_600_000;
    await wallet.redPackets.expire();
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
