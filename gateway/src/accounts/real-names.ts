import type { RealName, RealNameRequest } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { realNames } from '../db/schema';
import { maskIdNumber, maskRealName } from './masking';

/**
 * Real-name verification. The checksum of the ID number is checked on the way in; only the masked
 * name and number are written, since nothing here needs more.
 */
export function createRealNameRepository(db: Db) {
  return {
    async of(userId: number): Promise<RealName> {
      const [row] = await db.select().from(realNames).where(eq(realNames.userId, userId)).limit(1);
      return row
        ? { verified: true, realName: row.realNameMasked, idNumber: row.idNumberMasked }
        : { verified: false, realName: null, idNumber: null };
    },

    /** Records the verification; false when the user already has one, which cannot be changed. */
    async record(userId: number, request: RealNameRequest): Promise<boolean> {
      const inserted = await db
        .insert(realNames)
        .values({
          userId,
          realNameMasked: maskRealName(request.realName),
          idNumberMasked: maskIdNumber(request.idNumber),
        })
        .onConflictDoNothing()
        .returning({ userId: realNames.userId });
      return inserted.length > 0;
    },
  };
}

export type RealNameRepository = ReturnType<typeof createRealNameRepository>;
