import type { PatchOp } from '@portal/contracts';

/** The parts of the match centre that flash when a patch of the match channel changes them. */
export function changedMatchParts(ops: readonly PatchOp[]): string[] {
  const parts = new Set<string>();
  for (const { path } of ops) {
    const [field, side, stat] = path;
    if (field === 'homeScore' || field === 'awayScore' || field === 'penaltyScore') parts.add('score');
    else if (field === 'state' || field === 'phaseStartedAt' || field === 'clockBaseMinute') parts.add('clock');
    else if (field === 'halfScore' || field === 'quarterScores') parts.add(String(field));
    else if (field === 'stats' && (side === 'home' || side === 'away') && typeof stat === 'string') parts.add(`stat:${stat}`);
    else if (field === 'stats' && (side === 'home' || side === 'away') && stat === undefined) parts.add('stats');
    else if (typeof field === 'string' && /^(home|away)(Red|Yellow|Corner)$/.test(field)) {
      parts.add(`stat:${field.replace(/^(home|away)/, '').toLowerCase()}`);
    }
  }
  return [...parts];
}

/** The odds cells a patch of an odds channel changed: `{marketKey}:{field}`, or `{marketKey}:*` for a whole market. */
export function changedOddsCells(ops: readonly PatchOp[]): string[] {
  const cells = new Set<string>();
  for (const { path } of ops) {
    if (path[0] !== 'markets' || path.length < 2) continue;
    const [, key, part, field] = path;
    if (part === 'live' && typeof field === 'string') cells.add(`${key}:${field}`);
    else if (part === undefined || part === 'live') cells.add(`${key}:*`);
  }
  return [...cells];
}
