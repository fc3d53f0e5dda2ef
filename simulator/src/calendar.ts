import { DAY, type DayNumber, dayStart, MINUTE } from '@portal/contracts';

// The simulator's calendar arithmetic on Beijing day numbers, beside contracts' beijing-day.ts.

/** The instant `minutes` past Beijing midnight of `day`. */
export function atMinuteOfDay(day: DayNumber, minutes: number): number {
  return dayStart(day) + minutes * MINUTE;
}

export function yearOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCFullYear();
}

export function monthOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCMonth() + 1;
}

/** Day of the month, 1-based. */
export function dateOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCDate();
}

/** Days since the year's 1 January, 0-based. */
export function dayOfYear(day: DayNumber): number {
  return day - Date.UTC(yearOf(day), 0, 1) / DAY;
}

/**
 * The order to fill slots kicking off at `times` in, so that the matches fill the gaps others leave:
 * `wanted` of them chosen one by one, each the one whose match, `length` long, covers the most of the
 * ten-minute marks of the slots' span with the fewest matches being played (`playing`, and those
 * chosen before it), the earliest on a tie; then the others, in order.
 */
export function gapFillingOrder(times: readonly number[], wanted: number, length: number, playing: (at: number) => number): number[] {
  const first = times[0] ?? 0;
  const span = (times.at(-1) ?? first) - first + (times.length > 1 ? (times[1] ?? first) - first : 0);
  const marks = Array.from({ length: Math.ceil(span / (10 * MINUTE)) }, (_, i) => first + i * 10 * MINUTE);
  const cover = marks.map(playing);
  const covering = (slot: number) => {
    const at = times[slot] ?? first;
    return marks.flatMap((mark, i) => (mark >= at && mark < at + length ? [i] : []));
  };
  const chosen: number[] = [];
  for (let n = 0; n < Math.min(wanted, times.length); n += 1) {
    let best = { slot: -1, least: Infinity, filled: 0 };
    times.forEach((_, slot) => {
      if (chosen.includes(slot)) return;
      const counts = covering(slot).map((i) => cover[i] ?? 0);
      const least = Math.min(...counts);
      const filled = counts.filter((count) => count === least).length;
      if (least < best.least || (least === best.least && filled > best.filled)) best = { slot, least, filled };
    });
    chosen.push(best.slot);
    for (const i of covering(best.slot)) cover[i] = (cover[i] ?? 0) + 1;
  }
  return [...chosen, ...times.map((_, slot) => slot).filter((slot) => !chosen.includes(slot))];
}

/** Slots 0…count-1 in the order to fill them: `wanted` of them evenly spread from the first to the last, then the others. */
export function spreadSlots(count: number, wanted: number): number[] {
  const n = Math.min(count, wanted);
  const spread = new Set(Array.from({ length: n }, (_, j) => (n === 1 ? 0 : Math.round((j * (count - 1)) / (n - 1)))));
  return [...spread, ...Array.from({ length: count }, (_, j) => j).filter((j) => !spread.has(j))];
}
