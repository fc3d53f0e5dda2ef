import { feedFaultsSchema, type FeedFaults, type FeedFaultsPatch } from '@portal/contracts';
import type { Rng } from './random';

/** No faults: every push delivered once, in order, at once; every poll answered. */
export const NO_FAULTS: FeedFaults = { drop: 0, duplicate: 0, reorder: 0, delayMs: 0, closeRate: 0, poll5xx: 0 };

/** A held-back push goes out at the latest this long after it was due, if nothing overtakes it. */
const MAX_HOLD_MS = 1_000;
/** Close code of a socket closed on purpose by the closeRate fault. */
export const FAULT_CLOSE_CODE = 4000;

/** The current fault settings and the seeded stream their dice come from. */
export class FaultSettings {
  private current: FeedFaults;

  constructor(
    initial: FeedFaultsPatch,
    readonly rng: Rng,
  ) {
    this.current = feedFaultsSchema.parse({ ...NO_FAULTS, ...initial });
  }

  get value(): FeedFaults {
    return this.current;
  }

  update(patch: FeedFaultsPatch): FeedFaults {
    this.current = feedFaultsSchema.parse({ ...this.current, ...patch });
    return this.current;
  }

  roll(probability: number): boolean {
    return probability > 0 && this.rng.chance(probability);
  }
}

/** What a subscriber's transport can do. */
export interface PushTransport {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/**
 * Delivers pushes to one subscriber through the faults: close the socket, drop the push, send it
 * twice, hold it back until after the next one, and delay everything.
 */
export class FaultyDelivery {
  private held: { text: string; copies: number; timer: NodeJS.Timeout } | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly transport: PushTransport,
    private readonly faults: FaultSettings,
  ) {}

  push(text: string): void {
    if (this.closed) return;
    const f = this.faults.value;
    if (this.faults.roll(f.closeRate)) {
      this.stop();
      this.transport.close(FAULT_CLOSE_CODE, 'simulated fault');
      return;
    }
    if (this.faults.roll(f.drop)) return;
    const copies = this.faults.roll(f.duplicate) ? 2 : 1;
    if (this.held === undefined && this.faults.roll(f.reorder)) {
      const timer = setTimeout(() => this.release(), MAX_HOLD_MS);
      this.held = { text, copies, timer };
      return;
    }
    this.send(text, copies);
    this.release();
  }

  /** Sends a frame that faults never touch (hello, heartbeat), after any delay already queued. */
  pushUntouched(text: string): void {
    if (!this.closed) this.send(text, 1);
  }

  /** Forgets every pending push; the socket is gone. */
  stop(): void {
    this.closed = true;
    if (this.held !== undefined) clearTimeout(this.held.timer);
    this.held = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private release(): void {
    const held = this.held;
    if (held === undefined) return;
    clearTimeout(held.timer);
    this.held = undefined;
    this.send(held.text, held.copies);
  }

  private send(text: string, copies: number): void {
    const delay = this.faults.value.delayMs;
    const write = () => {
      for (let i = 0; i < copies && !this.closed; i += 1) this.transport.send(text);
    };
    if (delay <= 0) {
      write();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      write();
    }, delay);
    this.timers.add(timer);
  }
}
