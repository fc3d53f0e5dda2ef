import type { ChatNoble, OwnedNobility } from '@portal/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { nobilities, nobilityTiers } from '../db/schema';
import type { EphemeralStore } from '../ephemeral/store';

/** A user's noble tier in a room: badge and bubble for their messages, and whether a manager may ban them. */
export type NobleTier = {
  tier: number;
  name: string;
  badge: string;
  bubble: string;
  banProtected: boolean;
  /** The room announces the noble when they come in (进场通知). */
  entryNotice: boolean;
};

/** What a chat message carries of its sender's tier. */
export function chatNobleOf(tier: NobleTier): ChatNoble {
  return { tier: tier.tier, name: tier.name, badge: tier.badge, bubble: tier.bubble };
}

/** Whether a user is a noble: the chat shows badges and bubbles and protects from bans by it. */
export interface NobilityLookup {
  tierOf(userId: number, roomId: number): Promise<NobleTier | undefined>;
}

/** Nobody is noble. */
export const noNobility: NobilityLookup = { tierOf: async () => undefined };

/** How long a user's nobility version is kept; a user untouched that long starts again at 1. */
const VERSION_TTL_MS = 365 * 24 * 3_600_000;
const versionKey = (userId: number) => `nobility:${userId}`;

/**
 * Reads the nobility tables: what the chat shows and what the wallet sells both start here.
 *
 * With a store, the tier shown in rooms is held in memory per user: a purchase or an activation
 * raises the user's version in the store (Redis, shared by the gateways) before it is answered, and
 * a tier read under an older version, or past the expiry of a tier it saw, is read again. A chat
 * message then reads one number, not the tables.
 */
export function createNobilityReader(db: Db, clock: Clock, store?: EphemeralStore) {
  const held = new Map<number, { version: string; until: number; tier: Promise<NobleTier | undefined> }>();

  async function owned(userId: number): Promise<OwnedNobility[]> {
    const rows = await db
      .select({ tier: nobilityTiers, expiresAt: nobilities.expiresAt, active: nobilities.active })
      .from(nobilities)
      .innerJoin(nobilityTiers, eq(nobilityTiers.id, nobilities.tierId))
      .where(and(eq(nobilities.userId, userId), gt(nobilities.expiresAt, new Date(clock.now()))))
      .orderBy(desc(nobilityTiers.tier));
    return rows.map((row) => ({ tier: { ...row.tier }, expiresAt: row.expiresAt.toISOString(), active: row.active }));
  }

  /** The tier shown in rooms, and when the first of the user's tiers expires (the shown one may change then). */
  async function read(userId: number): Promise<{ tier: NobleTier | undefined; until: number }> {
    const all = await owned(userId);
    const until = Math.min(...all.map((nobility) => Date.parse(nobility.expiresAt)));
    const shown = all.find((nobility) => nobility.active) ?? all[0];
    if (!shown) return { tier: undefined, until };
    const { tier, name, badge, bubble, banProtected, entryNotice } = shown.tier;
    return { tier: { tier, name, badge, bubble, banProtected, entryNotice }, until };
  }

  return {
    /** The tiers a user holds and that have not expired, highest first. */
    owned,
    /** The tier shown in rooms: the active one, else the highest held. */
    async tierOf(userId: number): Promise<NobleTier | undefined> {
      if (store === undefined) return (await read(userId)).tier;
      const version = (await store.get(versionKey(userId))) ?? '0';
      const kept = held.get(userId);
      if (kept !== undefined && kept.version === version && clock.now() < kept.until) return kept.tier;
      // Read under the version seen first: a change during the read raises it, and the next message reads again.
      const reading = read(userId);
      const entry = { version, until: Infinity, tier: reading.then((found) => found.tier) };
      held.set(userId, entry);
      reading.then(
        (found) => {
          entry.until = found.until;
        },
        () => {
          if (held.get(userId) === entry) held.delete(userId);
        },
      );
      return entry.tier;
    },
    /** The user's tiers changed: every gateway reads them again for the user's next message. */
    async changed(userId: number): Promise<void> {
      held.delete(userId);
      await store?.hit(versionKey(userId), VERSION_TTL_MS);
    },
  };
}
export type NobilityReader = ReturnType<typeof createNobilityReader>;
