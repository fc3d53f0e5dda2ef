import { useEffect, useState } from 'react';
import type { PatchOp } from '@portal/contracts';
import type { AppliedPatch } from '../realtime/channel.machine';
import { FLASH_MS } from './flash';

type OnPatch = (listener: (applied: AppliedPatch) => void) => () => void;

/** Cell key → the sequence number of the patch that changed it, while it is highlighted. */
export type Flashes = ReadonlyMap<string, number>;

const NONE: Flashes = new Map();

/**
 * The cells the patches of the last {@link FLASH_MS} changed. Each patch starts one timer that
 * clears its own cells, unless a later patch changed them again in the meantime.
 */
export function useFlashes(onPatch: OnPatch, cellsOf: (ops: readonly PatchOp[]) => string[]): Flashes {
  const [flashes, setFlashes] = useState<Flashes>(NONE);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onPatch(({ patch }) => {
      const keys = cellsOf(patch.ops);
      if (keys.length === 0) return;
      setFlashes((current) => {
        const next = new Map(current);
        for (const key of keys) next.set(key, patch.seq);
        return next;
      });
      const timer = setTimeout(() => {
        timers.delete(timer);
        setFlashes((current) => {
          const next = new Map(current);
          for (const key of keys) if (next.get(key) === patch.seq) next.delete(key);
          return next.size === current.size ? current : next;
        });
      }, FLASH_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, [onPatch, cellsOf]);
  return flashes;
}

/**
 * The class of a cell: `is-flash` while highlighted. Consecutive patches alternate two animations so
 * a cell that changes again within the highlight flashes again.
 */
export function flashClass(flashes: Flashes, key: string): string {
  return flashClassOf(flashes.get(key));
}

/** The class of a cell last changed by patch `seq`, or of one not highlighted. */
export function flashClassOf(seq: number | undefined): string {
  if (seq === undefined) return '';
  return seq % 2 === 0 ? 'is-flash' : 'is-flash is-flash--again';
}

/**
 * The highlighted cells of one row as a short text (`score@12,corner@12`), so a memoised row
 * re-renders only when they change.
 */
export function rowFlashes(flashes: Flashes, rowId: number): string {
  const prefix = `${rowId}:`;
  const parts: string[] = [];
  for (const [key, seq] of flashes) if (key.startsWith(prefix)) parts.push(`${key.slice(prefix.length)}@${seq}`);
  return parts.join(',');
}

/** The class of each cell of a row, from its {@link rowFlashes} text. */
export function rowFlashClasses(text: string): (cell: string) => string {
  if (!text) return () => '';
  const seqOf = new Map(
    text.split(',').map((part) => {
      const at = part.lastIndexOf('@');
      return [part.slice(0, at), Number(part.slice(at + 1))] as const;
    }),
  );
  return (cell) => flashClassOf(seqOf.get(cell));
}
