import {
  LIST_CHANNELS,
  matchChannel,
  oddsChannel,
  type FeedLotteryCode,
  type FeedMatchSnapshot,
  type ListChannel,
  type ListRow,
  type ListState,
  type MatchState,
  type OddsState,
} from '@portal/contracts';
import type { ChannelStore } from '../channels/channel-store';
import type { Clock } from '../../clock';
import type { MatchBook } from './match-book';
import {
  inList,
  isFinished,
  LIST_DEFINITIONS,
  listRow,
  matchNumIn,
  matchState,
  oddsState,
  type ListContext,
  type ReferenceData,
} from './projection';

type Projected = { snapshot: FeedMatchSnapshot; revision: number; match: MatchState; odds: OddsState };
type CachedRow = { match: MatchState; row: ListRow };

/**
 * Turns the book of upstream matches into channel states: one match channel and one odds channel
 * per match, and the lists. Projections and rows are cached per snapshot, so an unchanged match
 * keeps the very same objects and diffing a list of a thousand rows costs little.
 */
export class ScoreState {
  private readonly projected = new Map<number, Projected>();
  private readonly rows = new Map<ListChannel, Map<number, CachedRow>>();
  private readonly issues: Partial<Record<FeedLotteryCode, string>> = {};
  private listsOpen = false;

  constructor(
    private readonly book: MatchBook,
    private readonly store: ChannelStore,
    private readonly reference: ReferenceData,
    /** The feed's time (upstream/feed-clock.ts), that match clocks and list windows are in. */
    private readonly clock: Clock,
  ) {}

  /** The current issue of each lottery list; a change moves every row of that list. */
  setIssue(code: FeedLotteryCode, issueNum: string): boolean {
    if (this.issues[code] === issueNum) return false;
    this.issues[code] = issueNum;
    return true;
  }

  /** Publishes the match and odds channels of `ids`, and their rows in the lists once those are open. */
  refresh(ids: Iterable<number>, sourceTs?: number): void {
    const changed: MatchState[] = [];
    const gone: number[] = [];
    for (const id of ids) {
      const projected = this.project(id);
      if (projected === undefined) {
        gone.push(id);
        continue;
      }
      this.store.publish(matchChannel(projected.match.sport, id), projected.match, sourceTs);
      this.store.publish(oddsChannel(projected.match.sport, id), projected.odds, sourceTs);
      changed.push(projected.match);
    }
    if (!this.listsOpen || (changed.length === 0 && gone.length === 0)) return;
    const context = this.context();
    for (const channel of LIST_CHANNELS) {
      const current = (this.store.latest(channel) as ListState | undefined)?.matches ?? {};
      const updates = new Map<number, ListRow | undefined>();
      for (const match of changed) {
        if (match.sport !== LIST_DEFINITIONS[channel].sport) continue;
        const row = this.rowIn(channel, match, context);
        if (current[match.id] !== row) updates.set(match.id, row);
      }
      for (const id of gone) if (current[id] !== undefined) updates.set(id, undefined);
      if (updates.size === 0) continue;
      const matches = { ...current };
      for (const [id, row] of updates) {
        if (row === undefined) delete matches[id];
        else matches[id] = row;
      }
      this.publishList(channel, matches, sourceTs);
    }
  }

  /** Publishes every match again, e.g. after names changed. */
  refreshAll(sourceTs?: number): void {
    this.refresh([...this.book.snapshots()].map((m) => m.id), sourceTs);
  }

  /**
   * Opens the lists (once the book holds the whole fixtures window) and recomputes them from every
   * match: time moves matches in and out of the live and schedule lists.
   */
  rebuildLists(sourceTs?: number): void {
    this.listsOpen = true;
    const context = this.context();
    const all: MatchState[] = [];
    for (const snapshot of this.book.snapshots()) {
      const projected = this.project(snapshot.id);
      if (projected !== undefined) all.push(projected.match);
    }
    for (const channel of LIST_CHANNELS) {
      const matches: Record<string, ListRow> = {};
      for (const match of all) {
        if (match.sport !== LIST_DEFINITIONS[channel].sport) continue;
        const row = this.rowIn(channel, match, context);
        if (row !== undefined) matches[match.id] = row;
      }
      const cache = this.rows.get(channel);
      if (cache !== undefined) for (const id of cache.keys()) if (!(id in matches)) cache.delete(id);
      this.publishList(channel, matches, sourceTs);
    }
  }

  /** Closes the channels of matches no longer in the book and takes them out of the lists. */
  forget(ids: readonly number[]): void {
    for (const id of ids) {
      const cached = this.projected.get(id);
      if (cached === undefined) continue;
      this.projected.delete(id);
      this.store.publish(matchChannel(cached.match.sport, id), null);
      this.store.publish(oddsChannel(cached.match.sport, id), null);
    }
    this.refresh(ids);
  }

  private publishList(channel: ListChannel, matches: Record<string, ListRow>, sourceTs?: number): void {
    const code = LIST_DEFINITIONS[channel].code;
    const state: ListState = { issueNum: code === undefined ? null : (this.issues[code] ?? null), matches };
    this.store.publish(channel, state, sourceTs);
  }

  private context(): ListContext {
    return { now: this.clock.now(), issues: this.issues };
  }

  private project(id: number): Projected | undefined {
    const snapshot = this.book.get(id);
    if (snapshot === undefined) return undefined;
    const cached = this.projected.get(id);
    if (cached !== undefined && cached.snapshot === snapshot && cached.revision === this.reference.revision) return cached;
    const fresh = cached?.revision === this.reference.revision;
    const projected: Projected = {
      snapshot,
      revision: this.reference.revision,
      match: matchState(snapshot, this.reference),
      // A match reaching full time shows its closing prices: its odds change with its state.
      odds:
        fresh && cached.snapshot.odds === snapshot.odds && isFinished(cached.snapshot) === isFinished(snapshot)
          ? cached.odds
          : oddsState(snapshot, this.reference),
    };
    this.projected.set(id, projected);
    return projected;
  }

  private rowIn(channel: ListChannel, match: MatchState, context: ListContext): ListRow | undefined {
    let cache = this.rows.get(channel);
    if (cache === undefined) {
      cache = new Map();
      this.rows.set(channel, cache);
    }
    if (!inList(channel, match, context)) {
      cache.delete(match.id);
      return undefined;
    }
    const matchNum = matchNumIn(channel, match, context);
    const cached = cache.get(match.id);
    if (cached !== undefined && cached.match === match && cached.row.matchNum === matchNum) return cached.row;
    const row = listRow(match, matchNum);
    cache.set(match.id, { match, row });
    return row;
  }
}
