import type { FeedSport, MatchState, OddsMarketState, OddsState } from '@portal/contracts';
import type { FakeSocket } from '../realtime/fake-socket';
import { KICKOFF, footballRow } from '../scores/fixtures';

/** A football match's whole state in the first half, 0-0 unless told otherwise. */
export function footballMatch(id: number, overrides: Partial<MatchState> = {}): MatchState {
  const { matchNum: _matchNum, pinnable: _pinnable, ...row } = footballRow(id);
  const side = { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, attacks: 0, dangerousAttacks: 0 };
  return { ...row, seasonId: 1, knockout: false, penaltyScore: null, incidents: [], stats: { sport: 'football', home: side, away: side }, lottery: [], lineups: null, ...overrides };
}

export const OPENED = KICKOFF - 3 * 86_400_000;

const NAMES: Record<number, string> = { 1: '澳门', 2: '皇冠', 3: '立博', 14: '平博' };

/** Company `id`'s European market, opened at `initial` and standing at `live`. */
export function europe(id: number, initial: [number, number, number], live = initial, changedAt = OPENED): OddsMarketState {
  const prices = ([home, draw, away]: [number, number, number]) => ({ home, draw, away });
  return { market: 'europe', playType: 1, bookmakerId: id, bookmakerName: NAMES[id] ?? `公司${id}`, initial: prices(initial), live: prices(live), changedAt };
}

/** Company `id`'s Asian handicap market. */
export function asian(id: number, line: number, live = line, changedAt = OPENED): OddsMarketState {
  return {
    market: 'asian',
    playType: 2,
    bookmakerId: id,
    bookmakerName: NAMES[id] ?? `公司${id}`,
    initial: { line, home: 0.9, away: 0.96 },
    live: { line: live, home: 0.92, away: 0.94 },
    changedAt,
  };
}

/** Company `id`'s over/under market. */
export function overUnder(id: number, line: number): OddsMarketState {
  return { market: 'overUnder', playType: 3, bookmakerId: id, bookmakerName: NAMES[id] ?? `公司${id}`, initial: { line, over: 0.88, under: 0.98 }, live: { line, over: 0.88, under: 0.98 }, changedAt: OPENED };
}

/** `market` once its match has kicked off, closed at `closing` (终盘). */
export function closedAt(market: OddsMarketState, closing: OddsMarketState['live']): OddsMarketState {
  return { ...market, closing } as OddsMarketState;
}

/** An odds channel state of `markets`. */
export function oddsOf(sport: FeedSport, matchId: number, ...markets: OddsMarketState[]): OddsState {
  return { matchId, sport, markets: Object.fromEntries(markets.map((m) => [`${m.bookmakerId}:${m.playType}`, m])) };
}

/** Answers the waiting subscription to `channel` with `snapshot` at `seq`. */
export function subscribe(socket: FakeSocket, channel: string, snapshot: unknown, seq = 1) {
  const request = socket.requests('channel.subscribe').find((sent) => sent.request.channel === channel && sent.ack);
  if (!request?.ack) throw new Error(`no subscription to ${channel}`);
  const { ack } = request;
  request.ack = undefined;
  ack({ ok: true, channel, seq, snapshot });
}
