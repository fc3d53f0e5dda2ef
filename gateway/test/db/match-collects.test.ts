import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { createMatchCollectRepository } from '../../src/realtime/match-collects';
import { type DatabaseUnderTest, expectedKind, freshDatabase } from './database-under-test';

let under: DatabaseUnderTest;
let db: Db;
let fan: number;
let other: number;
beforeAll(async () => {
  under = await freshDatabase();
  ({ db } = await under.open());
  const rows = await db
    .insert(users)
    .values([
      { mobile: '13900000011', nickName: '收藏者' },
      { mobile: '13900000012', nickName: '路人' },
    ])
    .returning({ id: users.id });
  fan = rows[0]!.id;
  other = rows[1]!.id;
});
afterAll(async () => {
  await under.dispose();
});

describe(`match collects on ${expectedKind}`, () => {
  it('keeps each collect once, per user, and forgets a cancelled one', async () => {
    const collects = createMatchCollectRepository(db);
    await Promise.all([collects.add(fan, 20779167, 1), collects.add(fan, 20779167, 1), collects.add(fan, 5001, 2)]);
    await collects.add(other, 5001, 2);
    expect([...(await collects.list(fan))].sort((a, b) => a - b)).toEqual([5001, 20779167]);
    await collects.remove(fan, 5001);
    expect(await collects.list(fan)).toEqual([20779167]);
    expect(await collects.list(other)).toEqual([5001]);
  });

  it('refuses a match type other than football or basketball', async () => {
    await expect(createMatchCollectRepository(db).add(fan, 77, 3)).rejects.toThrow();
  });
});
