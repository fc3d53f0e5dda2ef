import {
  FOOTBALL_LIST_BY_INDEX,
  ISSUE_NUM_WITH_LIVE_MESSAGE,
  LIST_LOTTERY_CODES,
  listIndexMismatchMessage,
  MATCH_NOT_FOUND_MESSAGE,
  ResultCode,
  type FeedLotteryCode,
  type FeedSport,
  type ListChannel,
  type ListRow,
  type MatchListResponse,
  type MatchState,
} from '@portal/contracts';
import { AppError } from '../../http/errors';
import type { ScoreReader } from '../../realtime/scores/score-reader';

export const BASKETBALL_LIST_BY_INDEX = ['live', 'jclq'] as const;

const NAMES: Record<FeedSport, readonly string[]> = { football: FOOTBALL_LIST_BY_INDEX, basketball: BASKETBALL_LIST_BY_INDEX };

export type ListQuery = { index?: number | undefined; issueNum?: string | undefined };

/** Which list a call names by path and by index, refusing an index that names another or an issue with the live list. */
export function listChannelOf(sport: FeedSport, name: string, query: ListQuery): ListChannel {
  const pathIndex = NAMES[sport].indexOf(name);
  const index = query.index ?? pathIndex;
  if (index !== pathIndex) throw new AppError(ResultCode.BAD_REQUEST, listIndexMismatchMessage(index, name));
  if (query.issueNum !== undefined && index === 0) throw new AppError(ResultCode.BAD_REQUEST, ISSUE_NUM_WITH_LIVE_MESSAGE);
  return `list:${sport}:${name}` as ListChannel;
}

const lotteryCodeOf = (channel: ListChannel): FeedLotteryCode | undefined =>
  (LIST_LOTTERY_CODES as Partial<Record<ListChannel, FeedLotteryCode>>)[channel];

/** A list as the channel holds it, or a past or future lottery issue built from the matches. */
export function listAnswer(scores: ScoreReader, channel: ListChannel, issueNum?: string): MatchListResponse {
  const read = scores.list(channel);
  const code = lotteryCodeOf(channel);
  const issues = code === undefined ? [] : scores.issues(code).issues;
  if (code !== undefined && issueNum !== undefined && issueNum !== read.state.issueNum) {
    return { channel: null, seq: null, issueNum, issues, matches: scores.issueRows(code, issueNum) };
  }
  return { channel, seq: read.seq, issueNum: read.state.issueNum, issues, matches: scores.rows(read.state) };
}

/** The rows of a list, for the league filters. */
export function listRows(scores: ScoreReader, channel: ListChannel, issueNum?: string): ListRow[] {
  return listAnswer(scores, channel, issueNum).matches;
}

/** A match of the given sport, or 404 比赛不存在. */
export function requireMatch(scores: ScoreReader, sport: FeedSport | undefined, id: number): { channel: string; seq: number; state: MatchState } {
  const read = sport === undefined ? scores.anyMatch(id) : scores.match(sport, id);
  if (read === undefined) throw new AppError(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
  return read;
}

/** Leagues of some rows with their counts, most matches first. */
export function leagueCounts(rows: readonly Pick<ListRow, 'league'>[]) {
  const counts = new Map<number, { id: number; name: string; color: string; count: number }>();
  for (const { league } of rows) {
    const entry = counts.get(league.id) ?? { id: league.id, name: league.name, color: league.color, count: 0 };
    entry.count += 1;
    counts.set(league.id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.id - b.id);
}
