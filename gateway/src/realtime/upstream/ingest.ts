import { backoffDelay, type FeedEvent, type FeedLotteryCode, type FeedMatchSnapshot } from '@portal/contracts';
import { beijingDay, dateKey, dayStart, HOUR } from '../../beijing-time';
import type { FeedClock } from './feed-clock';
import type { RealtimeLog } from '../channels/log';
import type { MatchBook } from '../scores/match-book';
import { isInPlay, type ReferenceData } from '../scores/projection';
import { PushSubscription } from './push';
import type { ScoreState } from '../scores/state';
import { UpstreamError, type UpstreamClient } from './client';
import { upstreamErrors } from '../../metrics/counters';

export type IngestTimings = {
  /** The live lists of both sports. */
  pollMs: number;
  /** Yesterday, today and tomorrow, and the lottery issues. */
  nearFixturesMs: number;
  /** Every day of the window. */
  fixturesMs: number;
  /** Leagues, teams and bookmakers. */
  referenceMs: number;
  /** Days of fixtures kept before and after today. */
  windowDays: number;
  /** A push connection silent this long is replaced; 0 never. */
  pushSilenceMs: number;
  /** The first wait before reconnecting the push stream; it doubles up to 30 s. */
  pushRetryMs: number;
};

export const DEFAULT_INGEST_TIMINGS: IngestTimings = {
  pollMs: 5_000,
  nearFixturesMs: 30_000,
  fixturesMs: 5 * 60_000,
  referenceMs: 10 * 60_000,
  windowDays: 7,
  pushSilenceMs: 45_000,
  pushRetryMs: 500,
};

const LOTTERY_CODES: readonly FeedLotteryCode[] = ['jczq', 'bjdc', 'zc', 'jclq'];
/** How far ahead the upstream's live list reaches at least (it also reaches to the end of the day). */
const LIVE_LOOKAHEAD = 6 * HOUR;
const NOT_STARTED = 1;
const REPAIR_CONCURRENCY = 4;
/** Consecutive failures of a loop stretch its interval up to this many times. */
const MAX_STRETCH = 8;

export type IngestOptions = {
  upstream: UpstreamClient;
  book: MatchBook;
  state: ScoreState;
  reference: ReferenceData;
  clock: FeedClock;
  log: RealtimeLog;
  timings?: Partial<IngestTimings>;
  /** Called once the whole window is loaded and the lists are open. */
  onReady?: () => void;
};

type Loop = { name: string; everyMs: number; run: () => Promise<void>; timer?: NodeJS.Timeout; failures: number };

/**
 * Keeps the book in step with the upstream: pushes apply at once; polls of the live lists, the
 * fixtures and the lottery issues reconcile whatever pushes lost, repeated or reordered; a match
 * that skipped a version is fetched whole. Every failure is retried, never fatal.
 */
export class FeedIngest {
  private readonly timings: IngestTimings;
  private readonly push: PushSubscription;
  private readonly loops: Loop[] = [];
  private readonly repairs = new Set<number>();
  private repairing = 0;
  private running = false;
  private ready = false;
  private lastFailureLog = 0;

  constructor(private readonly options: IngestOptions) {
    this.timings = { ...DEFAULT_INGEST_TIMINGS, ...options.timings };
    this.push = new PushSubscription({
      url: options.upstream.pushUrl,
      log: options.log,
      silenceMs: this.timings.pushSilenceMs,
      backoff: { baseMs: this.timings.pushRetryMs, maxMs: 30_000 },
      onEvent: (event) => this.onPush(event),
      // Whatever happened while the stream was down is in the next poll; ask for it now.
      onConnected: () => this.pollNow('live'),
    });
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** Starts polling and the push stream; the first full load runs in the background until it succeeds. */
  start(): void {
    if (this.running) return;
    this.running = true;
    const t = this.timings;
    const load: Loop = { name: 'load', everyMs: t.pollMs, run: () => this.load(), failures: 0 };
    this.loops.push(load);
    this.schedule(load, 0);
    this.push.start();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.push.stop();
    for (const loop of this.loops) clearTimeout(loop.timer);
    this.loops.length = 0;
  }

  /** Runs the first full load; once it succeeded the regular loops take over. */
  private async load(): Promise<void> {
    await this.pollReference();
    await this.pollLottery();
    await this.pollDays(this.windowDays());
    await this.pollLive();
    if (!this.running) return;
    this.options.state.rebuildLists(this.options.clock.now());
    this.ready = true;
    this.loops.length = 0;
    const t = this.timings;
    this.loops.push(
      { name: 'live', everyMs: t.pollMs, run: () => this.pollLive(true), failures: 0 },
      { name: 'near', everyMs: t.nearFixturesMs, run: () => this.pollNear(), failures: 0 },
      { name: 'window', everyMs: t.fixturesMs, run: () => this.pollDays(this.windowDays()), failures: 0 },
      { name: 'reference', everyMs: t.referenceMs, run: () => this.pollReference(), failures: 0 },
    );
    for (const loop of this.loops) this.schedule(loop, loop.everyMs);
    this.options.log.info({ matches: this.options.book.size }, 'upstream loaded');
    this.options.onReady?.();
  }

  private schedule(loop: Loop, delay: number): void {
    if (!this.running) return;
    clearTimeout(loop.timer);
    loop.timer = setTimeout(() => void this.runLoop(loop), delay);
  }

  private async runLoop(loop: Loop): Promise<void> {
    if (!this.running) return;
    try {
      await loop.run();
      loop.failures = 0;
    } catch (error) {
      loop.failures += 1;
      this.logFailure(loop.name, error);
    }
    if (!this.loops.includes(loop)) return;
    this.schedule(loop, backoffDelay(loop.failures - 1, { baseMs: loop.everyMs, maxMs: loop.everyMs * MAX_STRETCH }));
  }

  private pollNow(name: string): void {
    const loop = this.loops.find((l) => l.name === name);
    if (loop !== undefined) this.schedule(loop, 0);
  }

  private logFailure(what: string, error: unknown): void {
    upstreamErrors.inc();
    const now = Date.now();
    // An outage fails every poll; one line every few seconds says enough.
    if (now - this.lastFailureLog < 5_000) return;
    this.lastFailureLog = now;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UpstreamError) this.options.log.warn({ what, status: error.status }, `upstream poll failed: ${message}`);
    else this.options.log.error({ what, err: error }, 'upstream poll failed');
  }

  private onPush(event: FeedEvent): void {
    const { clock, book, state } = this.options;
    if (event.type === 'hello') {
      clock.observe(event.serverTime, event.speed);
      return;
    }
    if (event.type === 'heartbeat') {
      clock.observe(event.serverTime);
      return;
    }
    const outcome = book.applyEvent(event);
    if (outcome.applied) state.refresh([event.matchId], event.sourceTs);
    if (outcome.repair && this.ready) this.repair(event.matchId);
  }

  /** Applies snapshots from an answer asked for at `askedAt`; returns the matches that changed. */
  private take(matches: readonly FeedMatchSnapshot[], askedAt: number, serverTime: number): void {
    if (!this.running) return;
    const { book, state, reference } = this.options;
    const changed: number[] = [];
    let unknownNames = false;
    for (const match of matches) {
      if (book.applySnapshot(match, askedAt)) changed.push(match.id);
      if (reference.lacks(match)) unknownNames = true;
    }
    state.refresh(changed, serverTime);
    if (unknownNames && this.ready) this.pollNow('reference');
  }

  private async pollLive(rebuild = false): Promise<void> {
    const askedAt = this.options.book.mark();
    const answer = await this.options.upstream.live();
    this.options.clock.observe(answer.serverTime);
    this.take(answer.matches, askedAt, answer.serverTime);
    if (rebuild && this.running) this.options.state.rebuildLists(answer.serverTime);
    if (this.ready) this.repairLeftLive(answer.matches, answer.serverTime);
  }

  /**
   * A match we hold as live or about to start that the live answer left out has moved on (ended,
   * been called off) by a push we never got, with no later push to show the gap: fetch it now
   * rather than at the next fixtures poll.
   */
  private repairLeftLive(live: readonly FeedMatchSnapshot[], serverTime: number): void {
    const listed = new Set(live.map((match) => match.id));
    const horizon = Math.max(dayStart(beijingDay(serverTime) + 1), serverTime + LIVE_LOOKAHEAD);
    for (const match of this.options.book.snapshots()) {
      if (listed.has(match.id)) continue;
      if (isInPlay(match) || (match.state === NOT_STARTED && match.kickoffAt < horizon)) this.repair(match.id);
    }
  }

  private async pollNear(): Promise<void> {
    const today = beijingDay(this.options.clock.now());
    await this.pollLottery();
    await this.pollDays([today - 1, today, today + 1]);
    this.prune();
  }

  private async pollDays(days: readonly number[]): Promise<void> {
    for (const day of days) {
      const askedAt = this.options.book.mark();
      const answer = await this.options.upstream.matchesOn(dateKey(day));
      this.options.clock.observe(answer.serverTime);
      this.take(answer.matches, askedAt, answer.serverTime);
    }
  }

  private async pollLottery(): Promise<void> {
    let moved = false;
    for (const code of LOTTERY_CODES) {
      const answer = await this.options.upstream.lottery(code);
      moved = this.options.state.setIssue(code, answer.issueNum) || moved;
    }
    if (moved && this.ready && this.running) this.options.state.rebuildLists();
  }

  private async pollReference(): Promise<void> {
    const { upstream, reference, state } = this.options;
    const [leagues, teams, bookmakers] = await Promise.all([upstream.leagues(), upstream.teams(), upstream.bookmakers()]);
    reference.update({ leagues, teams, bookmakers });
    if (this.ready && this.running) state.refreshAll();
  }

  private windowDays(): number[] {
    const today = beijingDay(this.options.clock.now());
    const days: number[] = [];
    for (let day = today - this.timings.windowDays; day <= today + this.timings.windowDays; day += 1) days.push(day);
    return days;
  }

  /** Drops matches that kicked off before the window and are over, as the upstream forgets them too. */
  private prune(): void {
    const from = dayStart(beijingDay(this.options.clock.now()) - this.timings.windowDays);
    const removed = this.options.book.prune((match) => match.kickoffAt >= from);
    if (removed.length > 0) this.options.state.forget(removed);
  }

  private repair(matchId: number): void {
    this.repairs.add(matchId);
    this.drainRepairs();
  }

  private drainRepairs(): void {
    while (this.running && this.repairing < REPAIR_CONCURRENCY && this.repairs.size > 0) {
      const matchId = this.repairs.values().next().value;
      if (matchId === undefined) return;
      this.repairs.delete(matchId);
      this.repairing += 1;
      const askedAt = this.options.book.mark();
      this.options.upstream
        .match(matchId)
        .then(
          (snapshot) => this.running && this.take([snapshot], askedAt, this.options.clock.now()),
          // The next poll repairs it anyway when the match is live.
          (error: unknown) => this.logFailure(`match ${matchId}`, error),
        )
        .finally(() => {
          this.repairing -= 1;
          this.drainRepairs();
        });
    }
  }
}
