import { randomInt } from 'node:crypto';
import type { Random } from '@portal/contracts';

/** A fresh seed for a new picture. */
export function newSeed(): number {
  return randomInt(2 ** 32 - 1);
}

/** An integer in [min, max]. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}
