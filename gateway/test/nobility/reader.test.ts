import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { nobilities, nobilityTiers, users } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import { createNobilityReader } from '../../src/nobility/reader';
import { freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';

const DAY = 86_400_000;

describe('the nobility reader held in memory', () => {
  let under: DatabaseUnderTest;
  let database: Database;
  let userId: number;
  let tiers: Array<typeof nobilityTiers.$inferSelect>;
  let now = Date.parse('2026-11-24T12:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    under = await freshDatabase();
    database = await under.open();
    await seedDemoData(database.db);
    const [user] = await database.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    userId = user!.id;
    tiers = await database.db.select().from(nobilityTiers).orderBy(asc(nobilityTiers.tier));
    await database.db.delete(nobilities).where(eq(nobilities.userId, userId));
  });

  afterAll(async () => {
    await under.dispose();
  });

  const hold = (tierIndex: number, days: number, active: boolean) =>
    database.db
      .insert(nobilities)
      .values({ userId, tierId: tiers[tierIndex]!.id, expiresAt: new Date(now + days * DAY), active })
      .onConflictDoUpdate({ target: [nobilities.userId, nobilities.tierId], set: { expiresAt: new Date(now + days * DAY), active } });

  it('reads the tables once per change, seen by every gateway sharing the store, and again when a tier expires', async () => {
    const store = createMemoryStore(clock);
    const here = createNobilityReader(database.db, clock, store);
    const there = createNobilityReader(database.db, clock, store);

    expect(await here.tierOf(userId)).toBeUndefined();
    await hold(0, 1, true);
    // Written behind the reader's back: what it holds stands, since nothing raised the version.
    expect(await here.tierOf(userId)).toBeUndefined();

    // A purchase answered on another gateway raises the version: this one reads again.
    await there.changed(userId);
    expect((await here.tierOf(userId))?.tier).toBe(tiers[0]!.tier);

    await hold(1, 3, false);
    await there.changed(userId);
    expect((await here.tierOf(userId))?.tier).toBe(tiers[0]!.tier);

    // The active tier runs out after a day: the highest one still held shows from then on.
    now += DAY + 1;
    expect((await here.tierOf(userId))?.tier).toBe(tiers[1]!.tier);
    now += 2 * DAY;
    expect(await here.tierOf(userId)).toBeUndefined();
  });

  it('says whether the tier shown has 进场通知, as the shop sells it', async () => {
    const reader = createNobilityReader(database.db, clock);
    const earl = tiers.findIndex((tier) => tier.entryNotice);
    expect(earl).toBeGreaterThan(0);
    await hold(earl - 1, 5, true);
    expect(await reader.tierOf(userId)).toMatchObject({ tier: tiers[earl - 1]!.tier, entryNotice: false });
    await hold(earl, 5, true);
    await database.db.update(nobilities).set({ active: false }).where(eq(nobilities.tierId, tiers[earl - 1]!.id));
    expect(await reader.tierOf(userId)).toMatchObject({ tier: tiers[earl]!.tier, name: tiers[earl]!.name, entryNotice: true });
  });
});
