import type { OwnedNobility } from '@portal/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { nobilities, nobilityTiers } from '../db/schema';

/** A user's noble tier in a room: badge and bubble for their messages, and whether a manager may ban them. */
export type NobleTier = { tier: number; name: string; badge: string; bubble: string; banProtected: boolean };

/** Whether a user is a noble: the chat shows badges and bubbles and protects from bans by it. */
export interface NobilityLookup {
  tierOf(userId: number, roomId: number): Promise<NobleTier | undefined>;
}

/** Nobody is noble. */
export const noNobility: NobilityLookup = { tierOf: async () => undefined };

/** Reads the nobility tables: what the chat shows and what the wallet sells both start here. */
export function createNobilityReader(db: Db, clock: Clock) {
  async function owned(userId: number): Promise<OwnedNobility[]> {
    const rows = await db
      .select({ tier: nobilityTiers, expiresAt: nobilities.expiresAt, active: nobilities.active })
      .from(nobilities)
      .innerJoin(nobilityTiers, eq(nobilityTiers.id, nobilities.tierId))
      .where(and(eq(nobilities.userId, userId), gt(nobilities.expiresAt, new Date(clock.now()))))
      .orderBy(desc(nobilityTiers.tier));
    return rows.map((row) => ({ tier: { ...row.tier }, expiresAt: row.expiresAt.toISOString(), active: row.active }));
  }

  return {
    /** The tiers a user holds and that have not expired, highest first. */
    owned,
    /** The tier shown in rooms: the active one, else the highest held. */
    async tierOf(userId: number): Promise<NobleTier | undefined> {
      const held = await owned(userId);
      const shown = held.find((nobility) => nobility.active) ?? held[0];
      if (!shown) return undefined;
      const { tier, name, badge, bubble, banProtected } = shown.tier;
      return { tier, name, badge, bubble, banProtected };
    },
  };
}
export type NobilityReader = ReturnType<typeof createNobilityReader>;
