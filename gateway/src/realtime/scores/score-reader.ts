import type { Clock } from '../../clock';
import {
  matchChannel,
  oddsChannel,
  sportEntry,
  sportOfLottery,
  type FeedLotteryCode,
  type FeedSport,
  type ListChannel,
  type ListRow,
  type ListState,
  type MatchState,
  type OddsState,
} from '@portal/contracts';
import { beijingDay } from '../../beijing-time';
import type { ChannelStore } from '../channels/channel-store';
import { byKickoff, isInPlay, isOver, listRow, matchNumIn } from './projection';

export type ChannelRead<T> = { channel: string; seq: number; state: T };

const EMPTY_LIST: ListState = { issueNum: null, matches: {} };
const LOTTERY_LIST: Record<FeedLotteryCode, ListChannel> = {
  jczq: 'list:football:jczq',
  bjdc: 'list:football:bjdc',
  zc: 'list:football:lottery',
  jclq: 'list:basketball:jclq',
};

/** Hot first: being played, then the bigger leagues (lower ids), then the earlier kick-off. */
export const byHeat = (a: MatchState, b: MatchState): number =>
  Number(isInPlay(b)) - Number(isInPlay(a)) || a.league.id - b.league.id || byKickoff(a, b);

/** The questions the score pages ask, answered from the channel states the sockets serve. */
export class ScoreReader {
  constructor(
    private readonly store: ChannelStore,
    private readonly clock: Clock,
  ) {}

  now(): number {
    return this.clock.now();
  }

  list(channel: ListChannel): ChannelRead<ListState> {
    const read = this.store.get(channel);
    return { channel, seq: read?.seq ?? 0, state: (read?.state as ListState | undefined) ?? EMPTY_LIST };
  }

  /** A list's rows in the order pages show them. */
  rows(state: ListState): ListRow[] {
    return Object.values(state.matches).sort(byKickoff);
  }

  match(sport: FeedSport, id: number): ChannelRead<MatchState> | undefined {
    const channel = matchChannel(sport, id);
    const read = this.store.get(channel);
    return read === undefined ? undefined : { channel, seq: read.seq, state: read.state as MatchState };
  }

  /** A match of either sport by id; ids are unique across sports. */
  anyMatch(id: number): ChannelRead<MatchState> | undefined {
    return this.match('football', id) ?? this.match('basketball', id);
  }

  odds(sport: FeedSport, id: number): ChannelRead<OddsState> | undefined {
    const channel = oddsChannel(sport, id);
    const read = this.store.get(channel);
    return read === undefined ? undefined : { channel, seq: read.seq, state: read.state as OddsState };
  }

  /** Every match known: the fixtures window. */
  *matches(sport?: FeedSport): Iterable<MatchState> {
    for (const channel of this.store.channels(sport === undefined ? 'match:' : `match:${sport}:`)) {
      const read = this.store.get(channel);
      if (read !== undefined) yield read.state as MatchState;
    }
  }

  /** The issue on sale (the list's) and every issue the known matches are in, oldest first. */
  issues(code: FeedLotteryCode): { issueNum: string | null; issues: string[] } {
    const known = new Set<string>();
    for (const match of this.matches(sportOfLottery(code))) {
      for (const entry of match.lottery) if (entry.code === code) known.add(entry.issueNum);
    }
    return { issueNum: this.list(LOTTERY_LIST[code]).state.issueNum, issues: [...known].sort() };
  }

  /** The rows of any issue of a lottery list, as the list would show them were it on sale. */
  issueRows(code: FeedLotteryCode, issueNum: string): ListRow[] {
    const rows: ListRow[] = [];
    for (const match of this.matches(sportOfLottery(code))) {
      const entry = match.lottery.find((e) => e.code === code && e.issueNum === issueNum);
      if (entry !== undefined) rows.push(listRow(match, entry.matchNum));
    }
    return rows.sort(byKickoff);
  }

  /** A match as a list row outside any list, with its jczq or jclq number. */
  row(match: MatchState): ListRow {
    return listRow(match, matchNumIn(sportEntry(match.sport).liveList, match, { now: this.now(), issues: {} }));
  }

  /** The matches kicking off on a Beijing day, by kick-off. */
  onDay(day: number, sport?: FeedSport): MatchState[] {
    return [...this.matches(sport)].filter((m) => beijingDay(m.kickoffAt) === day).sort(byKickoff);
  }

  /** The hottest matches not over yet, or of a day when given. */
  hot(size: number, filter: { day?: number; sport?: FeedSport } = {}): MatchState[] {
    const pool = filter.day === undefined ? [...this.matches(filter.sport)].filter((m) => !isOver(m)) : this.onDay(filter.day, filter.sport);
    return pool.sort(byHeat).slice(0, size);
  }
}
