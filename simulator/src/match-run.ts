import {
  FootballState,
  hasKickedOff,
  type FeedIncident,
  type FeedMatchBoundEvent,
  type FeedMatchChanges,
  type FeedMatchSnapshot,
  type FeedOddsMarket,
} from '@portal/contracts';
import { OddsTape } from './odds-history';

/** "Not started" is state 1 in both sports. */
const NOT_STARTED = FootballState.NOT_STARTED;

/** Where a match sends its events; null drops them (while the model catches up to its start time). */
export interface EventSink {
  events: FeedMatchBoundEvent[] | null;
}

/**
 * One match's snapshot and the only way to change it: every change bumps the version by one and
 * becomes exactly one push event stamped with the current source time.
 */
export class MatchRun {
  /** Source time of the change being made. */
  now: number;
  /** Every price move of the match's markets, heard or not. */
  readonly oddsTape = new OddsTape();
  private incidentCount = 0;

  constructor(
    readonly snapshot: FeedMatchSnapshot,
    private readonly sink: EventSink,
  ) {
    this.now = snapshot.updatedAt;
  }

  get id(): number {
    return this.snapshot.id;
  }

  /**
   * True while nobody hears the events (the model catching up to its start). Scripts then skip the
   * routine odds drift and statistics refreshes, which only cost time, and keep what changes the match.
   */
  get quiet(): boolean {
    return this.sink.events === null;
  }

  /** Sets top-level fields. Callers pass fresh values, never objects they go on mutating. */
  change(changes: FeedMatchChanges): void {
    const kickingOff =
      this.snapshot.state === NOT_STARTED && changes.state !== undefined && hasKickedOff(this.snapshot.sport, changes.state);
    Object.assign(this.snapshot, changes);
    const version = this.bump();
    this.sink.events?.push({
      type: 'match',
      matchId: this.id,
      sport: this.snapshot.sport,
      version,
      sourceTs: this.now,
      changes,
    });
    if (kickingOff) this.closeMarkets();
  }

  /** At kick-off every market keeps its prices of the moment as its closing ones (终盘), one odds event each. */
  private closeMarkets(): void {
    this.snapshot.odds = this.snapshot.odds.map((market) => {
      if (market.closing !== undefined) return market;
      const closed = { ...market, closing: market.live } as FeedOddsMarket;
      this.pushOdds(closed);
      return closed;
    });
  }

  incident(fields: Omit<FeedIncident, 'id' | 'at'>): FeedIncident {
    this.incidentCount += 1;
    const incident: FeedIncident = { id: `${this.id}-${this.incidentCount}`, ...fields, at: this.now };
    this.snapshot.incidents.push(incident);
    const version = this.bump();
    this.sink.events?.push({
      type: 'incident',
      matchId: this.id,
      sport: this.snapshot.sport,
      version,
      sourceTs: this.now,
      incident,
    });
    return incident;
  }

  /** Replaces the bookmaker's market of the same kind, if its prices changed. */
  quote(quoted: FeedOddsMarket): void {
    const odds = this.snapshot.odds;
    const index = odds.findIndex((m) => m.bookmakerId === quoted.bookmakerId && m.market === quoted.market);
    const current = odds[index];
    if (current !== undefined && samePrices(current.live, quoted.live)) return;
    // An in-play quote keeps the closing prices the market took at kick-off.
    const market = current?.closing === undefined || quoted.closing !== undefined ? quoted : ({ ...quoted, closing: current.closing } as FeedOddsMarket);
    if (index === -1) odds.push(market);
    else odds[index] = market;
    this.oddsTape.record(this.snapshot, market, this.now);
    this.pushOdds(market);
  }

  private pushOdds(market: FeedOddsMarket): void {
    const version = this.bump();
    this.sink.events?.push({
      type: 'odds',
      matchId: this.id,
      sport: this.snapshot.sport,
      version,
      sourceTs: this.now,
      bookmakerId: market.bookmakerId,
      playType: market.playType,
      odds: market,
    });
  }

  private bump(): number {
    this.snapshot.version += 1;
    this.snapshot.updatedAt = this.now;
    return this.snapshot.version;
  }
}

function samePrices(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (left[key] !== right[key]) return false;
  return true;
}
