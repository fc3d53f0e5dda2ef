import { useEffect, useState } from 'react';
import type { OddsState } from '@portal/contracts';
import type { AppliedPatch } from '../../realtime/channel.machine';
import { touchedMarketKeys } from './odds-columns';

export type Move = 'up' | 'down';

/** `{marketKey}:{field}` → the direction of the field's last change. */
export type OddsMoves = ReadonlyMap<string, Move>;

/** The prices of a market as numbers by field. */
export function priceFields(prices: unknown): Record<string, number> {
  if (typeof prices !== 'object' || prices === null) return {};
  return Object.fromEntries(Object.entries(prices).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** How the current prices of the markets a patch touched moved, field by field. */
export function oddsMovesOf(before: OddsState | null, after: OddsState | null, keys: readonly string[]): [string, Move][] {
  if (!before || !after) return [];
  const moves: [string, Move][] = [];
  for (const key of keys) {
    const was = priceFields(before.markets[key]?.live);
    const now = priceFields(after.markets[key]?.live);
    for (const [field, value] of Object.entries(now)) {
      const old = was[field];
      if (old === undefined || old === value) continue;
      moves.push([`${key}:${field}`, value > old ? 'up' : 'down']);
    }
  }
  return moves;
}

/** The direction each price moved last while the page has been open. */
export function useOddsMoves(onPatch: (listener: (applied: AppliedPatch) => void) => () => void): OddsMoves {
  const [moves, setMoves] = useState<OddsMoves>(new Map());
  useEffect(
    () =>
      onPatch(({ patch, before, after }) => {
        const changed = oddsMovesOf(before as OddsState | null, after as OddsState | null, touchedMarketKeys(patch.ops));
        if (changed.length === 0) return;
        setMoves((current) => new Map([...current, ...changed]));
      }),
    [onPatch],
  );
  return moves;
}
