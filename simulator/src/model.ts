import { beijingDay, FootballState, type DayNumber, type FeedInjectRequest, type FeedMatchBoundEvent, type FeedMatchSnapshot, type FeedOddsTrack, type Sport } from '@portal/contracts';
import { BasketballMatch } from './basketball';
import type { MatchEngine, Script } from './engine';
import { FootballMatch } from './football';
import type { EventSink } from './match-run';
import type { MatchStore } from './match-store';
import { Reference } from './reference';
import { Schedule, type Fixture } from './schedule';
import { SeasonBook } from './season-book';

/** How many days of fixtures the model holds around the current day. */
export interface ModelWindow {
  back: number;
  ahead: number;
}

export interface SimulatorModelOptions {
  seed: number;
  /** Source time the model starts at: everything before it has already happened, silently. */
  start: number;
  window?: Partial<ModelWindow>;
}

/** Why an injection was refused. */
export class InjectError extends Error {
  override name = 'InjectError';
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

interface Waiting {
  at: number;
  engine: MatchEngine;
  script: Script;
}

/** What an engine plays a match in: the world's clubs, its seed, where events go, and the seasons (a tie's first leg, bans). */
interface EngineWorld {
  reference: Reference;
  seed: number;
  sink: EventSink;
  seasons: SeasonBook;
}

/** The engine that plays each sport's matches. */
const ENGINES: { readonly [S in Sport]: (fixture: Fixture, world: EngineWorld) => MatchEngine } = {
  football: (fixture, { reference, seed, sink, seasons }) =>
    new FootballMatch(
      fixture,
      reference,
      seed,
      sink,
      () => seasons.carriedInto(fixture),
      (teamId) => seasons.suspendedIn(fixture.id, teamId),
    ),
  basketball: (fixture, { reference, seed, sink }) => new BasketballMatch(fixture, reference, seed, sink),
};

/**
 * The simulated vendor's world as a pure function of seed and time: `advance(to)` plays every match
 * forward to `to` and returns the events that happened, in source-time order. However the calls
 * split the time, the events are the same.
 */
export class SimulatorModel implements MatchStore {
  readonly seed: number;
  readonly reference: Reference;
  readonly window: ModelWindow;
  /** Every season's fixtures and results; the days from the window's start on are played here. */
  readonly seasons: SeasonBook;
  private readonly schedule: Schedule;
  private readonly engines = new Map<number, MatchEngine>();
  private readonly days = new Map<DayNumber, number[]>();
  private readonly queue: Waiting[] = [];
  private readonly sink: EventSink = { events: null };
  private time: number;
  private keptFrom = -Infinity;

  constructor(options: SimulatorModelOptions) {
    this.seed = options.seed;
    this.time = options.start;
    this.window = { back: options.window?.back ?? 7, ahead: options.window?.ahead ?? 7 };
    const today = beijingDay(options.start);
    this.reference = new Reference(options.seed, today);
    this.seasons = new SeasonBook(this.reference, options.seed, today - this.window.back, this);
    this.schedule = new Schedule(this.reference, options.seed, this.seasons);
    for (let day = today - this.window.back; day <= today + this.window.ahead; day += 1) this.addDay(day);
    this.drain(options.start);
    for (const engine of this.engines.values()) engine.requoteAtStart(options.start);
  }

  /** Source time the model has reached. */
  get now(): number {
    return this.time;
  }

  advance(to: number): FeedMatchBoundEvent[] {
    if (to <= this.time) return [];
    const events: FeedMatchBoundEvent[] = [];
    this.sink.events = events;
    try {
      for (let day = beijingDay(this.time) + this.window.ahead + 1; day <= beijingDay(to) + this.window.ahead; day += 1) {
        this.addDay(day);
      }
      this.drain(to);
      this.time = to;
      this.dropDaysBefore(beijingDay(to) - this.window.back);
    } finally {
      this.sink.events = null;
    }
    return events;
  }

  /** Makes an incident happen at the model's current time and returns its events. */
  inject(request: FeedInjectRequest): FeedMatchBoundEvent[] {
    const engine = this.engines.get(request.matchId);
    if (engine === undefined) throw new InjectError(`no match ${request.matchId}`, 404);
    const events: FeedMatchBoundEvent[] = [];
    this.sink.events = events;
    try {
      engine.run.now = Math.max(engine.run.now, this.time);
      if (!engine.inject(request.kind, request.team)) {
        throw new InjectError(`match ${request.matchId} is not being played, or ${request.kind} does not fit its sport`, 409);
      }
    } finally {
      this.sink.events = null;
    }
    return events;
  }

  match(id: number): FeedMatchSnapshot | undefined {
    return this.engines.get(id)?.run.snapshot;
  }

  oddsHistory(id: number): FeedOddsTrack[] | undefined {
    return this.engines.get(id)?.run.oddsTape.list();
  }

  *snapshots(): Iterable<FeedMatchSnapshot> {
    for (const engine of this.engines.values()) yield engine.run.snapshot;
  }

  private addDay(day: DayNumber): void {
    if (this.days.has(day)) return;
    const ids: number[] = [];
    this.days.set(day, ids);
    for (const fixture of this.schedule.fixturesOn(day)) {
      ids.push(fixture.id);
      const engine = ENGINES[fixture.sport](fixture, { reference: this.reference, seed: this.seed, sink: this.sink, seasons: this.seasons });
      this.engines.set(fixture.id, engine);
      const script = engine.script();
      const first = script.next();
      if (!first.done) this.push({ at: first.value, engine, script });
    }
  }

  /** Forgets the days that fell out of the window, so that a long run at high speed keeps its size. */
  private dropDaysBefore(first: DayNumber): void {
    if (first <= this.keptFrom) return;
    this.keptFrom = first;
    const waiting = new Set(this.queue.map((item) => item.engine.run.id));
    for (const [day, ids] of this.days) {
      if (day >= first || ids.some((id) => waiting.has(id))) continue;
      for (const id of ids) {
        const engine = this.engines.get(id);
        if (engine !== undefined) this.seasons.archive(engine.run.snapshot);
        this.engines.delete(id);
      }
      this.days.delete(day);
    }
  }

  private drain(to: number): void {
    for (let top = this.queue[0]; top !== undefined && top.at <= to; top = this.queue[0]) {
      this.pop();
      const { engine, script } = top;
      engine.run.now = Math.max(engine.run.now, top.at);
      const next = script.next();
      if (next.done) {
        this.afterMatch(engine, top.at);
        continue;
      }
      if (next.value < engine.run.now) throw new Error(`match ${engine.run.id} asked to go back in time`);
      this.push({ at: next.value, engine, script });
    }
  }

  /**
   * Once a match is over, the matches of its clubs still to start leave out whoever it got banned
   * (a red card), then and there (`at`, the queue's time, which none of theirs is before) rather
   * than at their kick-off.
   */
  private afterMatch(ended: MatchEngine, at: number): void {
    const { homeTeamId, awayTeamId } = ended.run.snapshot;
    for (const engine of this.engines.values()) {
      const { homeTeamId: home, awayTeamId: away, state } = engine.run.snapshot;
      if (engine.fieldTheBanned === undefined || state !== FootballState.NOT_STARTED) continue;
      if (![home, away].some((club) => club === homeTeamId || club === awayTeamId)) continue;
      engine.run.now = Math.max(engine.run.now, at);
      engine.fieldTheBanned();
    }
  }

  // A binary heap ordered by time, then match id, so that equal times always resolve the same way.
  private before(a: Waiting, b: Waiting): boolean {
    return a.at < b.at || (a.at === b.at && a.engine.run.id < b.engine.run.id);
  }

  private push(item: Waiting): void {
    const heap = this.queue;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent] as Waiting;
      if (!this.before(item, above)) break;
      heap[i] = above;
      i = parent;
    }
    heap[i] = item;
  }

  private pop(): void {
    const heap = this.queue;
    const last = heap.pop();
    if (last === undefined || heap.length === 0) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      let candidate = last;
      const l = heap[left];
      const r = heap[right];
      if (l !== undefined && this.before(l, candidate)) {
        smallest = left;
        candidate = l;
      }
      if (r !== undefined && this.before(r, candidate)) smallest = right;
      if (smallest === i) break;
      heap[i] = heap[smallest] as Waiting;
      i = smallest;
    }
    heap[i] = last;
  }
}
