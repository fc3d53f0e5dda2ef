import {
  feedBoxScoreSchema,
  type FeedBasketballSideStats,
  type FeedBookmaker,
  type FeedBoxScore,
  type FeedFootballSideStats,
  type FeedLeague,
  type FeedMatchBoundEvent,
  type FeedIncident,
  type FeedMatchChanges,
  type FeedMatchSnapshot,
  type FeedOddsMarket,
  type FeedSport,
  type FeedTeam,
  seededRandom,
} from '@portal/contracts';


/** The upstream's world during a run: reference data and the matches, advanced by its own events. */
export type MatchDay = {
  leagues: FeedLeague[];
  teams: FeedTeam[];
  bookmakers: FeedBookmaker[];
  matches: Map<number, FeedMatchSnapshot>;
  /** The ids of the matches being played, in the order clients rank them (hottest first). */
  live: number[];
  /** The next event, stamped `sourceTs`; undefined when the day has no more (a replay ran out). */
  nextEvent(sourceTs: number): FeedMatchBoundEvent | undefined;
};

const FOOTBALL_FIRST_HALF = 2;
const BASKETBALL_Q2 = 4;
const MINUTE = 60_000;
const BOOKMAKER = 1;

const BOX_FIELDS = Object.keys(feedBoxScoreSchema.shape) as (keyof FeedBoxScore)[];

function emptyBox(): FeedBoxScore {
  return Object.fromEntries(BOX_FIELDS.map((field) => [field, 0])) as FeedBoxScore;
}

function footballSide(random: () => number): FeedFootballSideStats {
  return {
    possession: 50,
    shots: Math.floor(random() * 6),
    shotsOnTarget: Math.floor(random() * 3),
    corners: 0,
    attacks: Math.floor(random() * 30),
    dangerousAttacks: Math.floor(random() * 15),
  };
}

/** A box score of twelve players, as a real basketball feed carries. */
function basketballSide(firstPlayerId: number, random: () => number): FeedBasketballSideStats {
  const players = Array.from({ length: 12 }, (_, index) => {
    const line = emptyBox();
    line.minutesPlayed = Math.floor(random() * 20);
    line.points = Math.floor(random() * 12);
    line.rebounds = Math.floor(random() * 6);
    line.assists = Math.floor(random() * 5);
    return { ...line, playerId: firstPlayerId + index, starter: index < 5 };
  });
  return { team: emptyBox(), players };
}

/** The yellow cards and substitutions of a first half so far. */
function footballIncidents(matchId: number, kickoffAt: number, random: () => number): FeedIncident[] {
  return Array.from({ length: 3 + Math.floor(random() * 5) }, (_, index) => {
    const minute = 3 + index * 5 + Math.floor(random() * 4);
    const team = random() < 0.5 ? 'home' : 'away';
    const playerId = 20_000 + matchId * 4 + index;
    return index % 2 === 0
      ? { id: `${matchId}-${index}`, kind: 'yellow', minute, team, playerId, at: kickoffAt + minute * MINUTE }
      : { id: `${matchId}-${index}`, kind: 'substitution', minute, team, playerId, playerInId: playerId + 1, at: kickoffAt + minute * MINUTE };
  });
}

const price = (random: () => number) => Math.round((1.5 + random() * 3) * 100) / 100;

function footballOdds(random: () => number, at: number): FeedOddsMarket {
  const prices = { home: price(random), draw: price(random), away: price(random) };
  return { market: 'europe', playType: 1, bookmakerId: BOOKMAKER, initial: prices, live: prices, changedAt: at };
}

function basketballOdds(random: () => number, at: number): FeedOddsMarket {
  const prices = { line: -3.5, home: 0.9, away: Math.round((0.8 + random() * 0.2) * 100) / 100 };
  return { market: 'handicap', playType: 1, bookmakerId: BOOKMAKER, initial: prices, live: prices, changedAt: at };
}

/**
 * A synthetic match day: `liveMatches` matches in play (two football for every basketball), all
 * kicked off within the last hour, and an endless stream of events spread evenly over them: half
 * statistics (the match channel only), three tenths counters or baskets (the match and the live
 * list), a fifth odds moves of the headline bookmaker (match, odds channel and list).
 */
export function syntheticMatchDay(options: { liveMatches: number; seed: number; now: number }): MatchDay {
  const random = seededRandom(options.seed);
  const leagues: FeedLeague[] = [];
  for (let id = 1; id <= 12; id += 1) {
    const sport: FeedSport = id <= 8 ? 'football' : 'basketball';
    leagues.push({
      id,
      sport,
      name: `${sport === 'football' ? '足球' : '篮球'}联赛${id}`,
      shortName: `联赛${id}`,
      country: '中国',
      kind: 'league',
      seasonId: 100 + id,
      periodMinutes: sport === 'football' ? 45 : 12,
    });
  }
  const teams: FeedTeam[] = [];
  const matches = new Map<number, FeedMatchSnapshot>();
  const live: number[] = [];
  for (let index = 0; index < options.liveMatches; index += 1) {
    const id = 1000 + index;
    const sport: FeedSport = index % 3 === 2 ? 'basketball' : 'football';
    const leagueId = sport === 'football' ? 1 + (index % 8) : 9 + (index % 4);
    const homeTeamId = 10_000 + index * 2;
    const awayTeamId = homeTeamId + 1;
    for (const teamId of [homeTeamId, awayTeamId]) {
      teams.push({ id: teamId, leagueId, sport, name: `球队${teamId}`, shortName: `队${teamId}`, logo: `/logos/${teamId}.png` });
    }
    const kickoffAt = options.now - Math.floor(random() * 40 + 5) * MINUTE;
    const incidents = sport === 'football' ? footballIncidents(id, kickoffAt, random) : [];
    const yellows = (team: 'home' | 'away') => incidents.filter((i) => i.kind === 'yellow' && i.team === team).length;
    matches.set(id, {
      id,
      sport,
      leagueId,
      seasonId: 100 + leagueId,
      homeTeamId,
      awayTeamId,
      kickoffAt,
      state: sport === 'football' ? FOOTBALL_FIRST_HALF : BASKETBALL_Q2,
      phaseStartedAt: kickoffAt,
      clockBaseMinute: 0,
      periodMinutes: sport === 'football' ? 45 : 12,
      knockout: false,
      homeScore: 0,
      awayScore: 0,
      halfScore: null,
      quarterScores: sport === 'football' ? [] : [[20, 18]],
      penaltyScore: null,
      homeRed: 0,
      awayRed: 0,
      homeYellow: yellows('home'),
      awayYellow: yellows('away'),
      homeCorner: 0,
      awayCorner: 0,
      incidents,
      stats:
        sport === 'football'
          ? { sport, home: footballSide(random), away: footballSide(random) }
          : { sport, home: basketballSide(30_000 + index * 24, random), away: basketballSide(30_012 + index * 24, random) },
      odds: [sport === 'football' ? footballOdds(random, kickoffAt) : basketballOdds(random, kickoffAt)],
      lottery: [],
      version: 0,
      updatedAt: kickoffAt,
    });
    live.push(id);
  }

  const nextEvent = (sourceTs: number): FeedMatchBoundEvent => {
    const id = live[Math.floor(random() * live.length)] ?? 1000;
    const match = matches.get(id) as FeedMatchSnapshot;
    const roll = random();
    const side = random() < 0.5 ? 'home' : 'away';
    const base = { matchId: id, sport: match.sport, version: match.version + 1, sourceTs };
    let event: FeedMatchBoundEvent;
    if (roll < 0.2) {
      const odds = match.sport === 'football' ? footballOdds(random, sourceTs) : basketballOdds(random, sourceTs);
      const current = match.odds[0];
      if (current !== undefined) (odds as { initial: unknown }).initial = current.initial;
      event = { type: 'odds', ...base, bookmakerId: BOOKMAKER, playType: 1, odds };
    } else if (roll < 0.5) {
      event = { type: 'match', ...base, changes: counterChange(match, side) };
    } else {
      event = { type: 'match', ...base, changes: { stats: statsChange(match, side, random) } };
    }
    applyEvent(match, event);
    return event;
  };

  return {
    leagues,
    teams,
    bookmakers: [
      { id: 0, name: '竞彩官方' },
      { id: BOOKMAKER, name: '澳门' },
    ],
    matches,
    live,
    nextEvent,
  };
}

function counterChange(match: FeedMatchSnapshot, side: 'home' | 'away'): FeedMatchChanges {
  if (match.sport === 'football') {
    const stats = match.stats.sport === 'football' ? match.stats : undefined;
    if (stats === undefined) return {};
    const key = side === 'home' ? 'homeCorner' : 'awayCorner';
    const sideStats = { ...stats[side], corners: stats[side].corners + 1 };
    return { [key]: match[key] + 1, stats: { ...stats, [side]: sideStats } };
  }
  const key = side === 'home' ? 'homeScore' : 'awayScore';
  const quarters = match.quarterScores.map((pair) => [...pair] as [number, number]);
  const last = quarters[quarters.length - 1];
  if (last !== undefined) last[side === 'home' ? 0 : 1] += 2;
  return { [key]: match[key] + 2, quarterScores: quarters };
}

function statsChange(match: FeedMatchSnapshot, side: 'home' | 'away', random: () => number): FeedMatchSnapshot['stats'] {
  const stats = match.stats;
  if (stats.sport === 'football') {
    const current = stats[side];
    const other = side === 'home' ? 'away' : 'home';
    const possession = Math.min(70, Math.max(30, current.possession + (random() < 0.5 ? -1 : 1)));
    return {
      ...stats,
      [side]: { ...current, attacks: current.attacks + 1, possession },
      [other]: { ...stats[other], possession: 100 - possession },
    };
  }
  const current = stats[side];
  return { ...stats, [side]: { ...current, team: { ...current.team, rebounds: current.team.rebounds + 1 } } };
}

/** Applies an event to its match as a consumer of the feed does (the gateway's book, the baselines). */
export function applyEvent(match: FeedMatchSnapshot, event: FeedMatchBoundEvent): void {
  switch (event.type) {
    case 'match':
      Object.assign(match, event.changes);
      break;
    case 'incident':
      match.incidents = [...match.incidents, event.incident];
      break;
    case 'odds': {
      const same = (m: FeedOddsMarket) => m.bookmakerId === event.odds.bookmakerId && m.market === event.odds.market;
      match.odds = match.odds.some(same) ? match.odds.map((m) => (same(m) ? event.odds : m)) : [...match.odds, event.odds];
      break;
    }
  }
  match.version = event.version;
  match.updatedAt = Math.max(match.updatedAt, event.sourceTs);
}
