import type { FeedMatchBoundEvent, FeedMatchSnapshot } from '@portal/contracts';

type Entry = {
  snapshot: FeedMatchSnapshot;
  /** Applied past a version gap: parts of the match may be missing until a snapshot repairs it. */
  suspect: boolean;
  /** The book's mark when the snapshot last changed. */
  changedAt: number;
  /** Consecutive answers, each asked for after our version was reached, that were behind it. */
  behind: number;
};

/** What happened to one push event. */
export type EventOutcome = {
  applied: boolean;
  /** The match needs a fresh snapshot: an event was lost before this one, or the match is unknown. */
  repair: boolean;
};

/** How many answers behind our version it takes to believe the upstream really went back (a restart). */
const BEHIND_TO_RESET = 2;

/**
 * The upstream's matches as last known, ordered by each match's `version`: a push applies only as
 * the next version; an older or repeated one is dropped, so a match never moves back on a stale
 * message. After a lost push only whole-field changes are applied, and the match waits for repair.
 */
export class MatchBook {
  private readonly entries = new Map<number, Entry>();
  private clock = 0;

  get size(): number {
    return this.entries.size;
  }

  get(id: number): FeedMatchSnapshot | undefined {
    return this.entries.get(id)?.snapshot;
  }

  *snapshots(): Iterable<FeedMatchSnapshot> {
    for (const entry of this.entries.values()) yield entry.snapshot;
  }

  isSuspect(id: number): boolean {
    return this.entries.get(id)?.suspect ?? false;
  }

  /** A mark to take right before asking the upstream for snapshots; pass it to {@link applySnapshot}. */
  mark(): number {
    this.clock += 1;
    return this.clock;
  }

  applyEvent(event: FeedMatchBoundEvent): EventOutcome {
    const entry = this.entries.get(event.matchId);
    if (entry === undefined) return { applied: false, repair: true };
    const current = entry.snapshot;
    if (event.version <= current.version) return { applied: false, repair: false };
    const gap = event.version > current.version + 1;
    // An incident only appends, so after a gap it would leave a hole; fields and markets are whole values.
    if (gap && event.type === 'incident') {
      entry.suspect = true;
      return { applied: false, repair: true };
    }
    let next: FeedMatchSnapshot;
    switch (event.type) {
      case 'match':
        next = { ...current, ...event.changes };
        break;
      case 'incident':
        next = current.incidents.some((incident) => incident.id === event.incident.id)
          ? { ...current }
          : { ...current, incidents: [...current.incidents, event.incident] };
        break;
      case 'odds': {
        const index = current.odds.findIndex((m) => m.bookmakerId === event.odds.bookmakerId && m.market === event.odds.market);
        const odds = [...current.odds];
        if (index === -1) odds.push(event.odds);
        else odds[index] = event.odds;
        next = { ...current, odds };
        break;
      }
    }
    next.version = event.version;
    next.updatedAt = Math.max(current.updatedAt, event.sourceTs);
    this.store(entry, next);
    if (gap) entry.suspect = true;
    return { applied: true, repair: gap };
  }

  /**
   * Takes a snapshot from a poll or a fetch asked for at `askedAt` (a {@link mark}) when it is newer
   * than ours, or as new as ours while ours is suspect. One that is older is dropped, unless the
   * upstream keeps answering older versions than it had already sent before we asked: then it was
   * reset, and its word stands. Returns whether the match changed.
   */
  applySnapshot(snapshot: FeedMatchSnapshot, askedAt: number): boolean {
    const entry = this.entries.get(snapshot.id);
    if (entry === undefined) {
      this.entries.set(snapshot.id, { snapshot, suspect: false, changedAt: this.mark(), behind: 0 });
      return true;
    }
    const version = entry.snapshot.version;
    if (snapshot.version > version || (snapshot.version === version && entry.suspect)) {
      this.store(entry, snapshot);
      entry.suspect = false;
      return true;
    }
    if (snapshot.version >= version) {
      entry.behind = 0;
      return false;
    }
    if (entry.changedAt < askedAt) entry.behind += 1;
    if (entry.behind < BEHIND_TO_RESET) return false;
    this.store(entry, snapshot);
    entry.suspect = false;
    return true;
  }

  /** Forgets the matches `keep` refuses, e.g. those that fell out of the fixtures window. */
  prune(keep: (snapshot: FeedMatchSnapshot) => boolean): number[] {
    const removed: number[] = [];
    for (const [id, entry] of this.entries) {
      if (!keep(entry.snapshot)) {
        this.entries.delete(id);
        removed.push(id);
      }
    }
    return removed;
  }

  private store(entry: Entry, snapshot: FeedMatchSnapshot): void {
    entry.snapshot = snapshot;
    entry.changedAt = this.mark();
    entry.behind = 0;
  }
}
