import type { Clock } from '@portal/contracts';

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  set(time: number): void {
    if (time < this.time) throw new Error('a clock does not go back');
    this.time = time;
  }

  advance(ms: number): number {
    this.set(this.time + ms);
    return this.time;
  }
}
