import { appendFileSync, closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import {
  feedRecordLineSchema,
  type FeedHelloEvent,
  type FeedMatchBoundEvent,
  type FeedMatchSnapshot,
  type FeedOddsMarket,
  type FeedOddsTrack,
} from '@portal/contracts';
import type { MatchStore } from './match-store';
import { OddsTape } from './odds-history';

/** A recording read back: the vendor's state when it began and the events pushed after. */
export interface Recording {
  hello: FeedHelloEvent;
  snapshots: FeedMatchSnapshot[];
  events: FeedMatchBoundEvent[];
}

/** Writes an NDJSON recording: a hello, a snapshot line per match, then each event as it is pushed. */
export class RecordingWriter {
  constructor(
    private readonly path: string,
    hello: FeedHelloEvent,
    snapshots: Iterable<FeedMatchSnapshot>,
  ) {
    const fd = openSync(path, 'w');
    try {
      writeSync(fd, `${JSON.stringify(hello)}\n`);
      for (const match of snapshots) writeSync(fd, `${JSON.stringify({ type: 'snapshot', match })}\n`);
    } finally {
      closeSync(fd);
    }
  }

  append(events: readonly FeedMatchBoundEvent[]): void {
    if (events.length === 0) return;
    appendFileSync(this.path, events.map((event) => `${JSON.stringify(event)}\n`).join(''));
  }
}

/** Reads and checks a recording; throws naming the first line that is not one. */
export function readRecording(path: string): Recording {
  const lines = readFileSync(path, 'utf8').split('\n');
  let hello: FeedHelloEvent | undefined;
  const snapshots: FeedMatchSnapshot[] = [];
  const events: FeedMatchBoundEvent[] = [];
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    const parsed = feedRecordLineSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${path}:${index + 1}: not a feed recording line: ${parsed.error.message}`);
    const line = parsed.data;
    if (line.type === 'hello') hello ??= line;
    else if (line.type === 'snapshot') snapshots.push(line.match);
    else events.push(line);
  });
  if (hello === undefined) throw new Error(`${path}: a recording starts with a hello line`);
  return { hello, snapshots, events };
}

/** Applies a push event to the snapshot of its match, as a consumer of the feed would. */
export function applyFeedEvent(snapshot: FeedMatchSnapshot, event: FeedMatchBoundEvent): void {
  switch (event.type) {
    case 'match':
      Object.assign(snapshot, event.changes);
      break;
    case 'incident':
      snapshot.incidents = [...snapshot.incidents, event.incident];
      break;
    case 'odds': {
      const same = (m: FeedOddsMarket) => m.bookmakerId === event.odds.bookmakerId && m.market === event.odds.market;
      snapshot.odds = snapshot.odds.some(same)
        ? snapshot.odds.map((m) => (same(m) ? event.odds : m))
        : [...snapshot.odds, event.odds];
      break;
    }
  }
  snapshot.version = event.version;
  snapshot.updatedAt = event.sourceTs;
}

/** Plays a recording back: its snapshots as they were, then its events as source time passes them. */
export class ReplaySource implements MatchStore {
  private readonly matches = new Map<number, FeedMatchSnapshot>();
  private readonly tapes = new Map<number, OddsTape>();
  private cursor = 0;
  private time: number;

  constructor(private readonly recording: Recording) {
    for (const match of recording.snapshots) this.matches.set(match.id, match);
    this.time = recording.hello.serverTime;
  }

  get now(): number {
    return this.time;
  }

  /** Whether every recorded event has been played. */
  get finished(): boolean {
    return this.cursor >= this.recording.events.length;
  }

  advance(to: number): FeedMatchBoundEvent[] {
    const played: FeedMatchBoundEvent[] = [];
    const events = this.recording.events;
    for (let event = events[this.cursor]; event !== undefined && event.sourceTs <= to; event = events[this.cursor]) {
      this.cursor += 1;
      const match = this.matches.get(event.matchId);
      if (match !== undefined) {
        applyFeedEvent(match, event);
        if (event.type === 'odds') this.tapeOf(match.id).record(match, event.odds, event.sourceTs);
      }
      played.push(event);
    }
    this.time = Math.max(this.time, to);
    return played;
  }

  match(id: number): FeedMatchSnapshot | undefined {
    return this.matches.get(id);
  }

  snapshots(): Iterable<FeedMatchSnapshot> {
    return this.matches.values();
  }

  oddsHistory(id: number): FeedOddsTrack[] | undefined {
    if (!this.matches.has(id)) return undefined;
    return this.tapes.get(id)?.list() ?? [];
  }

  private tapeOf(id: number): OddsTape {
    let tape = this.tapes.get(id);
    if (tape === undefined) {
      tape = new OddsTape();
      this.tapes.set(id, tape);
    }
    return tape;
  }
}
