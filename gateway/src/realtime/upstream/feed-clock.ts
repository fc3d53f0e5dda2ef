import { type Clock, systemClock } from '../../clock';

/**
 * The upstream's clock as well as the gateway can tell: the last `serverTime` it heard, moved on
 * by the time passed since at the feed's speed. Match clocks (phaseStartedAt) and list windows
 * are in this time, so GET /live/time answers it and a page's running clock agrees with the feed.
 */
export class FeedClock {
  private anchor: { feed: number; wall: number } | undefined;
  private speed = 1;

  constructor(private readonly wall: Clock = systemClock) {}

  /** Records a `serverTime` the upstream sent, and its speed when it says. */
  observe(serverTime: number, speed?: number): void {
    if (speed !== undefined && speed > 0) this.speed = speed;
    this.anchor = { feed: serverTime, wall: this.wall.now() };
  }

  /** Wall milliseconds since the last `serverTime` was heard (from the upstream, or from the leader through Redis); undefined before any. */
  sinceHeardMs(): number | undefined {
    return this.anchor === undefined ? undefined : this.wall.now() - this.anchor.wall;
  }

  /** The last reading and speed, to hand to another process. */
  reading(): { feedTime: number; speed: number } {
    return { feedTime: this.now(), speed: this.speed };
  }

  now(): number {
    if (this.anchor === undefined) return this.wall.now();
    return Math.round(this.anchor.feed + (this.wall.now() - this.anchor.wall) * this.speed);
  }
}
