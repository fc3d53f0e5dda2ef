import { describe, expect, it } from 'vitest';
import { LOTTERY_CODES, MARKET_NAMES, PICK_SIDES } from '../src/market-names';
import {
  feedOddsMarketSchema,
  pickSideSchema,
  BasketballState,
  FEED_IN_PLAY_STATES,
  FOLLOW_TARGET,
  MATCH_FOLLOW_TARGET,
  basketballMainOddsSchema,
  feedLotteryCodeSchema,
  footballMainOddsSchema,
  matchTypeOfFollowTarget,
  planPlayTypeOf,
  sportOfLottery,
  FootballState,
  LIST_CHANNELS,
  MatchType,
  ODDS_PLAY_TYPES,
  SPORTS,
  SPORT_IDS,
  SPORT_NAV,
  UPCOMING_SPORT_IDS,
  bySport,
  channelSchema,
  feedSportSchema,
  hasKickedOff,
  isMatchVoid,
  isSport,
  legsOf,
  matchChannel,
  matchStateLabel,
  matchTypeOf,
  matchTypeSchema,
  parseMatchChannel,
  planPlayOf,
  playTypeName,
  positionName,
  sidesOf,
  sportEntry,
  sportOf,
  sportOfMatchType,
  type FeedMatchStats,
  type MatchType as MatchTypeValue,
  type Sport,
} from '../src/index';

const chinese = /^[\u3400-\u9fff]+$/;

describe('the sports registry', () => {
  it('has an entry, under its own id, for every sport the feed plays, and the feed plays exactly those enabled', () => {
    expect(feedSportSchema.options).toEqual([...SPORT_IDS]);
    for (const id of feedSportSchema.options) {
      expect(sportEntry(id).id).toBe(id);
      expect(sportEntry(id).enabled).toBe(true);
    }
    const enabled = Object.values(SPORTS).filter((entry) => entry.enabled).map((entry) => entry.id);
    expect(enabled.toSorted()).toEqual([...SPORT_IDS].toSorted());
  });

  it('keeps the disabled sports out of the feed, and lists them last in the nav', () => {
    for (const id of UPCOMING_SPORT_IDS) {
      expect(SPORTS[id].enabled).toBe(false);
      expect(feedSportSchema.safeParse(id).success).toBe(false);
      expect(isSport(id)).toBe(false);
    }
    expect(SPORT_NAV.map((entry) => [entry.id, entry.name, entry.enabled])).toEqual([
      ['football', '足球', true],
      ['basketball', '篮球', true],
      ['esports', '电竞', false],
      ['tennis', '网球', false],
    ]);
  });

  it('round-trips match types and sports, one match type a sport', () => {
    for (const sport of SPORT_IDS) expect(sportOf(matchTypeOf(sport))).toBe(sport);
    for (const type of Object.values(MatchType)) {
      expect(matchTypeSchema.safeParse(type).success).toBe(true);
      expect(matchTypeOf(sportOf(type))).toBe(type);
    }
    expect(new Set(SPORT_IDS.map(matchTypeOf)).size).toBe(SPORT_IDS.length);
    expect(matchTypeOf('football')).toBe(MatchType.FOOTBALL);
    expect(matchTypeOf('basketball')).toBe(MatchType.BASKETBALL);
  });

  it('refuses a sport or a match type it does not have, rather than taking it for football', () => {
    for (const id of ['tennis', 'esports', 'cricket', '', 'Football', '__proto__', 'toString']) {
      expect(() => sportEntry(id), id).toThrow(RangeError);
    }
    expect(() => matchTypeOf('tennis' as Sport)).toThrow(RangeError);
    for (const type of [0, 3, 4, -1, 1.5, Number.NaN]) {
      expect(sportOfMatchType(type), String(type)).toBeUndefined();
      expect(() => sportOf(type as MatchTypeValue)).toThrow(RangeError);
    }
    expect(() => isMatchVoid(3 as MatchTypeValue, FootballState.POSTPONED)).toThrow(RangeError);
    expect(() => matchStateLabel(0 as MatchTypeValue, 1)).toThrow(RangeError);
    expect(() => hasKickedOff('tennis' as Sport, 1)).toThrow(RangeError);
    expect(() => planPlayOf(MatchType.BASKETBALL, 5)).toThrow(RangeError);
  });

  it('names each channel segment after a played sport only', () => {
    for (const sport of SPORT_IDS) {
      expect(parseMatchChannel(matchChannel(sport, 7))).toEqual({ sport, matchId: 7 });
      expect(LIST_CHANNELS).toContain(sportEntry(sport).liveList);
    }
    for (const name of ['match:tennis:1', 'odds:esports:1']) {
      expect(parseMatchChannel(name)).toBeNull();
      expect(channelSchema.safeParse(name).success).toBe(false);
    }
  });

  it('gives every played sport its Chinese name, state labels, period names and web addresses', () => {
    for (const sport of SPORT_IDS) {
      const entry = sportEntry(sport);
      expect(entry.name).toMatch(chinese);
      for (const state of Object.values(entry.states.named)) {
        expect(entry.states.schema.safeParse(state).success, `${sport} ${state}`).toBe(true);
        expect(entry.states.label(state), `${sport} ${state}`).toMatch(chinese);
        expect(entry.states.labels[state]).toBe(entry.states.label(state));
      }
      expect(entry.states.label(99)).toBeUndefined();
      for (const period of [1, 2, 3, 4, 5]) expect(entry.periods.name(period)).toMatch(/^[\u3400-\u9fff\d]+$/);
      expect(entry.web.path).toBe(`/${sport}`);
      expect(entry.web.scoreTabs[0]).toEqual({ to: entry.web.path, label: '即时比分' });
      for (const tab of entry.web.scoreTabs) expect(tab.to.startsWith(entry.web.path)).toBe(true);
      expect(entry.web.leagueTabs.length).toBeGreaterThan(2);
    }
    expect(SPORT_IDS.map((sport) => sportEntry(sport).web.liveId)).toEqual(['1', '2']);
    expect(SPORT_IDS.map((sport) => sportEntry(sport).web.database)).toEqual(['fb', 'lq']);
  });

  it('sorts every state of a sport into consistent sets', () => {
    for (const sport of SPORT_IDS) {
      const { states } = sportEntry(sport);
      const sets = [states.live, states.inPlay, states.running, states.upcoming, states.unplayed, states.voided, states.ended, states.pastHalf];
      for (const set of sets) for (const state of set) expect(states.schema.safeParse(state).success, `${sport} ${state}`).toBe(true);
      for (const state of states.live) expect(states.inPlay.has(state)).toBe(true);
      for (const state of states.running) expect(states.live.has(state)).toBe(true);
      for (const state of states.upcoming) expect(states.unplayed.has(state)).toBe(true);
      expect([...states.ended].toSorted()).toEqual([states.finished, ...states.voided].toSorted());
      expect([states.notStarted, states.toBeDetermined].every((state) => states.upcoming.has(state))).toBe(true);
      expect(states.inPlay.has(states.interrupted)).toBe(true);
      expect(states.pastHalf.has(states.finished)).toBe(true);
      for (const state of states.live) expect(states.unplayed.has(state) || states.ended.has(state)).toBe(false);
      expect(FEED_IN_PLAY_STATES[sport]).toBe(states.inPlay);
    }
    expect(hasKickedOff('football', FootballState.NOT_STARTED)).toBe(false);
    expect(hasKickedOff('football', FootballState.ABANDONED)).toBe(true);
    expect(hasKickedOff('basketball', BasketballState.Q1)).toBe(true);
    expect(hasKickedOff('basketball', BasketballState.POSTPONED)).toBe(false);
    expect(isMatchVoid(MatchType.BASKETBALL, BasketballState.ABANDONED)).toBe(true);
    expect(isMatchVoid(MatchType.FOOTBALL, FootballState.FULL_TIME)).toBe(false);
    // The sports number their states apart: 10 is football's 中断 and basketball's 完场.
    expect(matchStateLabel(MatchType.FOOTBALL, 10)).toBe('中断');
    expect(matchStateLabel(MatchType.BASKETBALL, 10)).toBe('完场');
    expect(sportEntry('basketball').states.board(BasketballState.Q3)).toBe('第3节');
    expect(sportEntry('football').states.board(FootballState.SECOND_HALF)).toBe('下半场');
  });

  it('gives every play of a plan a label, its sides and the odds play type that prices it', () => {
    for (const sport of SPORT_IDS) {
      const entry = sportEntry(sport);
      for (const [code, play] of Object.entries(entry.plays)) {
        const playType = Number(code);
        expect(play.label).toMatch(chinese);
        expect(playTypeName(entry.matchType, playType)).toBe(play.label);
        expect(sidesOf(entry.matchType, playType)).toEqual(play.sides);
        expect(play.sides.length).toBeGreaterThan(1);
        expect(entry.oddsPlayTypes.some((odds) => odds.playType === play.quotedAs), `${sport} ${code}`).toBe(true);
      }
      for (const odds of entry.oddsPlayTypes) expect(entry.markets.has(odds.market)).toBe(true);
      for (const market of entry.mainMarkets) expect(entry.markets.has(market)).toBe(true);
      expect(ODDS_PLAY_TYPES[sport]).toBe(entry.oddsPlayTypes);
    }
    expect(planPlayTypeOf(MatchType.FOOTBALL, 'handicap')).toBe(2);
    expect(planPlayTypeOf(MatchType.BASKETBALL, 'total')).toBe(2);
    expect(planPlayTypeOf(MatchType.BASKETBALL, '1x2')).toBeUndefined();
    expect(legsOf(MatchType.FOOTBALL, 5)).toBe(2);
    expect(legsOf(MatchType.BASKETBALL, 2)).toBe(1);
    expect(sidesOf(MatchType.BASKETBALL, 3)).toEqual([]);
    expect(playTypeName(MatchType.BASKETBALL, 1)).toBe('让分');
    expect(planPlayOf(MatchType.FOOTBALL, 5).quotedAs).toBe(4);
  });

  it('names the markets of the headline prices and the closing lines as the list rows and the feed have them', () => {
    const fieldsOf = (shape: object) => Object.keys(shape).filter((key) => key !== 'sport' && key !== 'bookmakerId');
    expect(sportEntry('football').mainMarkets).toEqual(fieldsOf(footballMainOddsSchema.shape));
    expect(sportEntry('basketball').mainMarkets).toEqual(fieldsOf(basketballMainOddsSchema.shape));
    for (const sport of SPORT_IDS) {
      const { lineMarkets, markets, plays, oddsPlayTypes } = sportEntry(sport);
      for (const kind of ['handicap', 'total'] as const) {
        expect(markets.has(lineMarkets[kind])).toBe(true);
        const play = Object.values(plays).find((entry) => entry.kind === kind);
        expect(oddsPlayTypes.find((odds) => odds.playType === play?.quotedAs)?.market, `${sport} ${kind}`).toBe(lineMarkets[kind]);
      }
    }
  });

  it('gives every lottery one sport, and every match follow one match type', () => {
    for (const code of feedLotteryCodeSchema.options) {
      const sport = sportOfLottery(code);
      expect(sportEntry(sport).lotteries).toContain(code);
      expect(SPORT_IDS.filter((id) => (sportEntry(id).lotteries as readonly string[]).includes(code))).toEqual([sport]);
    }
    expect(SPORT_IDS.map((sport) => sportEntry(sport).lotteries[0])).toEqual(['jczq', 'jclq']);
    for (const sport of SPORT_IDS) expect(matchTypeOfFollowTarget(MATCH_FOLLOW_TARGET[matchTypeOf(sport)])).toBe(matchTypeOf(sport));
    expect(() => matchTypeOfFollowTarget(FOLLOW_TARGET.USER)).toThrow(RangeError);
  });

  it('names every position of a sport, and leaves another sport’s code as it is', () => {
    for (const sport of SPORT_IDS) {
      for (const code of Object.keys(sportEntry(sport).positions)) expect(positionName(sport, code)).toMatch(chinese);
    }
    expect(positionName('basketball', 'GK')).toBe('GK');
  });

  it('reads a value keyed by sport with its own sport’s reader', () => {
    const football = { sport: 'football', home: { possession: 60 }, away: { possession: 40 } } as unknown as FeedMatchStats;
    const basketball = { sport: 'basketball', home: { team: { rebounds: 41 } }, away: { team: { rebounds: 38 } } } as unknown as FeedMatchStats;
    const readers = {
      football: (stats: Extract<FeedMatchStats, { sport: 'football' }>) => `possession ${stats.home.possession}`,
      basketball: (stats: Extract<FeedMatchStats, { sport: 'basketball' }>) => `rebounds ${stats.home.team.rebounds}`,
    };
    expect(bySport(football, readers)).toBe('possession 60');
    expect(bySport(basketball, readers)).toBe('rebounds 41');
  });
});

describe('the names the registry shares with the schemas below it (market-names.ts)', () => {
  it('are the market shapes, lottery codes and pick sides the schemas parse', () => {
    expect(feedOddsMarketSchema.options.map((option) => option.shape.market.value).sort()).toEqual([...MARKET_NAMES].sort());
    expect(feedLotteryCodeSchema.options).toEqual([...LOTTERY_CODES]);
    expect(pickSideSchema.options).toEqual([...PICK_SIDES]);
  });
});
