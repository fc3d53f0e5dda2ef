import type { BanEntry, ManagerEntry, ModerationAct, ModerationChange } from '@portal/contracts';

/** What a moderator console shows of a room: bans in force, managers and the log, newest first. */
export interface ModerationBoard {
  bans: BanEntry[];
  managers: ManagerEntry[];
  log: ModerationAct[];
}

export const EMPTY_BOARD: ModerationBoard = { bans: [], managers: [], log: [] };

function newestFirst<T extends { id: number; createdAt: number }>(entries: Iterable<T>): T[] {
  return [...entries].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

function upsert<T extends { id: number; createdAt: number }>(entries: readonly T[], entry: T): T[] {
  return newestFirst([...entries.filter((existing) => existing.id !== entry.id), entry]);
}

/**
 * The board after a live change. Applying the same change twice (the console's own act arrives
 * back on the feed, or after a reload) leaves the board as applying it once.
 */
export function applyModerationChange(board: ModerationBoard, change: ModerationChange): ModerationBoard {
  const log = upsert(board.log, change.act);
  switch (change.change) {
    case 'banAdded': {
      const bans = board.bans.filter((ban) => ban.user.id !== change.ban.user.id);
      return { ...board, log, bans: upsert(bans, change.ban) };
    }
    case 'banRemoved':
      return { ...board, log, bans: board.bans.filter((ban) => ban.id !== change.banId) };
    case 'managerAdded':
      return { ...board, log, managers: upsert(board.managers, change.manager) };
    case 'managerRemoved':
      return { ...board, log, managers: board.managers.filter((manager) => manager.id !== change.managerId) };
    case 'messageDeleted':
    case 'settings':
      return { ...board, log };
  }
}

/** Bans whose end has passed are no longer in force. */
export function bansInForce(bans: readonly BanEntry[], now: number): BanEntry[] {
  return bans.filter((ban) => ban.until === null || ban.until > now);
}

/** The deleted messages of the log: what was deleted, by whom, when. */
export function deletedMessages(log: readonly ModerationAct[]): ModerationAct[] {
  return log.filter((act) => act.action === 'messageDelete');
}
