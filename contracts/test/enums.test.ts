import { describe, expect, it } from 'vitest';
import {
  sportEntry,
  positionName,
  roleInLine,
  squadByLine,
  BASKETBALL_PLAYER_STAT_FIELDS,
  BASKETBALL_PLAY_TYPE_LABELS,
  BASKETBALL_POSITIONS,
  BASKETBALL_STATE_CODES,
  BASKETBALL_STATE_LABELS,
  BasketballState,
  FOOTBALL_PLAY_TYPE_LABELS,
  FOOTBALL_POSITIONS,
  FOOTBALL_STATE_CODES,
  FOOTBALL_STATE_LABELS,
  FootballState,
  MatchType,
  TRANSACTION_TYPE_CODES,
  TRANSACTION_TYPE_LABELS,
  TransactionType,
  basketballPlayTypeLabel,
  basketballPlayTypeSchema,
  basketballPositionName,
  basketballPositionSchema,
  basketballStatLeaders,
  basketballStateLabel,
  basketballStateSchema,
  basketballStateShort,
  basketballPeriodName,
  footballPlayTypeLabel,
  footballPlayTypeSchema,
  footballPositionName,
  footballPositionSchema,
  footballStateLabel,
  footballStateSchema,
  isBasketballFinished,
  isBasketballLive,
  isFootballFinished,
  isFootballLive,
  matchTypeOf,
  matchTypeSchema,
  sportOf,
  transactionTypeLabel,
  transactionTypeSchema,
} from '../src/index';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('transaction types', () => {
  it('has the fifteen codes 1..15', () => {
    expect(Object.keys(TRANSACTION_TYPE_LABELS)).toHaveLength(15);
    expect(TRANSACTION_TYPE_CODES).toEqual(range(1, 15));
    expect(Object.values(TransactionType).sort((a, b) => a - b)).toEqual(range(1, 15));
  });

  it('labels every code in Chinese', () => {
    expect(TRANSACTION_TYPE_LABELS).toEqual({
      1: '钻石充值',
      2: '礼物打赏',
      3: '提现',
      4: '方案购买',
      5: '派奖',
      6: '退款',
      7: '系统赠送',
      8: '系统扣除',
      9: '礼物收入',
      10: '发红包',
      11: '抢红包',
      12: '红包退回',
      13: '提现到钱包',
      14: '人工充值',
      15: '开通贵族',
    });
    expect(transactionTypeLabel(TransactionType.NOBILITY_PURCHASE)).toBe('开通贵族');
    expect(transactionTypeLabel(TransactionType.GIFT_INCOME)).toBe('礼物收入');
    expect(transactionTypeLabel(0)).toBeUndefined();
    expect(transactionTypeLabel(16)).toBeUndefined();
  });

  it('schema accepts 1..15 only', () => {
    for (const code of range(1, 15)) expect(transactionTypeSchema.safeParse(code).success).toBe(true);
    for (const value of [0, 16, -1, 1.5, '1', null]) expect(transactionTypeSchema.safeParse(value).success).toBe(false);
  });
});

describe('football states', () => {
  it('has indices 0..13 with 6 blank', () => {
    expect(FOOTBALL_STATE_CODES).toEqual(range(0, 13));
    expect(Object.values(FOOTBALL_STATE_LABELS)).toEqual([
      '异常',
      '未开始',
      '上半场',
      '中场',
      '下半场',
      '加时',
      '',
      '点球',
      '完场',
      '推迟',
      '中断',
      '腰斩',
      '取消',
      '待定',
    ]);
    expect(footballStateLabel(6)).toBe('');
    expect(footballStateLabel(FootballState.PENALTIES)).toBe('点球');
    expect(footballStateLabel(14)).toBeUndefined();
    expect(footballStateLabel(-1)).toBeUndefined();
  });

  it('schema accepts 0..13 only', () => {
    expect(footballStateSchema.safeParse(0).success).toBe(true);
    expect(footballStateSchema.safeParse(13).success).toBe(true);
    expect(footballStateSchema.safeParse(14).success).toBe(false);
    expect(footballStateSchema.safeParse(-1).success).toBe(false);
  });

  it('live means 2, 3, 4, 5 or 7', () => {
    expect(range(0, 13).filter(isFootballLive)).toEqual([2, 3, 4, 5, 7]);
  });

  it('finished means full time', () => {
    expect(range(0, 13).filter(isFootballFinished)).toEqual([8]);
  });
});

describe('basketball states', () => {
  it('has indices 0..15', () => {
    expect(BASKETBALL_STATE_CODES).toEqual(range(0, 15));
    expect(Object.values(BASKETBALL_STATE_LABELS)).toEqual([
      '异常',
      '未开始',
      '第一节',
      '第一节完',
      '第二节',
      '第二节完',
      '第三节',
      '第三节完',
      '第四节',
      '加时',
      '完场',
      '中断',
      '取消',
      '推迟',
      '腰斩',
      '待定',
    ]);
    expect(basketballStateLabel(BasketballState.OVERTIME)).toBe('加时');
    expect(basketballStateLabel(16)).toBeUndefined();
    expect(basketballStateSchema.safeParse(15).success).toBe(true);
    expect(basketballStateSchema.safeParse(16).success).toBe(false);
  });

  it('short form in Chinese for 2..9 only', () => {
    expect(range(0, 15).map(basketballStateShort)).toEqual([
      undefined,
      undefined,
      '第1节',
      '第1节',
      '第2节',
      '第2节',
      '第3节',
      '第3节',
      '第4节',
      '加时',
      ...Array<undefined>(6).fill(undefined),
    ]);
  });

  it('names periods 第1节 to 第4节, then the overtimes in order', () => {
    expect([1, 2, 3, 4, 5, 6].map(basketballPeriodName)).toEqual(['第1节', '第2节', '第3节', '第4节', '加时1', '加时2']);
  });

  it('live means 2..9, finished means 10', () => {
    expect(range(0, 15).filter(isBasketballLive)).toEqual(range(2, 9));
    expect(isBasketballLive(2.5)).toBe(false);
    expect(range(0, 15).filter(isBasketballFinished)).toEqual([10]);
  });
});

describe('match type', () => {
  it('1 football, 2 basketball', () => {
    expect(MatchType).toEqual({ FOOTBALL: 1, BASKETBALL: 2 });
    expect(matchTypeSchema.safeParse(2).success).toBe(true);
    expect(matchTypeSchema.safeParse(3).success).toBe(false);
  });

  it('is the sport of the feed, and back', () => {
    expect(sportOf(MatchType.FOOTBALL)).toBe('football');
    expect(sportOf(MatchType.BASKETBALL)).toBe('basketball');
    expect(matchTypeOf('football')).toBe(MatchType.FOOTBALL);
    expect(matchTypeOf('basketball')).toBe(MatchType.BASKETBALL);
  });
});

describe('positions', () => {
  it('football: sixteen codes with Chinese roles', () => {
    expect(Object.keys(FOOTBALL_POSITIONS)).toEqual([
      'F', 'M', 'D', 'G', 'LW', 'RW', 'ST', 'AM', 'ML', 'MC', 'MR', 'DM', 'DL', 'DC', 'DR', 'GK',
    ]);
    expect(footballPositionName('G')).toBe('守门员');
    expect(footballPositionName('GK')).toBe('门将');
    expect(footballPositionName('DM')).toBe('后腰');
    expect(footballPositionName('AM')).toBe('前腰');
    expect(footballPositionName('XX')).toBeUndefined();
    expect(footballPositionName('toString')).toBeUndefined();
    expect(footballPositionSchema.safeParse('MC').success).toBe(true);
    expect(footballPositionSchema.safeParse('mc').success).toBe(false);
  });

  it('basketball: seven codes with Chinese roles', () => {
    expect(BASKETBALL_POSITIONS).toEqual({
      C: '中锋',
      SF: '小前锋',
      PF: '大前锋',
      SG: '得分后卫',
      PG: '控球后卫',
      F: '前锋',
      G: '后卫',
    });
    expect(basketballPositionName('PG')).toBe('控球后卫');
    expect(basketballPositionName('GK')).toBeUndefined();
    expect(basketballPositionSchema.safeParse('SG').success).toBe(true);
    expect(basketballPositionSchema.safeParse('ST').success).toBe(false);
  });

  it('every position code of a sport stands in exactly one of its squad lines', () => {
    for (const [sport, positions] of [['football', FOOTBALL_POSITIONS], ['basketball', BASKETBALL_POSITIONS]] as const) {
      const codes = sportEntry(sport).squadLines.flatMap((line) => [...line.codes]);
      expect(codes.toSorted(), sport).toEqual(Object.keys(positions).toSorted());
    }
  });

  it('splits a squad into its lines in team-sheet order, unknown codes last', () => {
    const squad = [
      { name: '中锋甲', position: 'ST' },
      { name: '门将甲', position: 'GK' },
      { name: '后腰甲', position: 'DM' },
      { name: '中卫甲', position: 'DC' },
      { name: '门将乙', position: 'G' },
      { name: '教练', position: 'COACH' },
      { name: '前锋乙', position: 'F' },
    ];
    expect(squadByLine('football', squad).map(({ line, players }) => [line, players.map((p) => p.name)])).toEqual([
      ['门将', ['门将甲', '门将乙']],
      ['后卫', ['中卫甲']],
      ['中场', ['后腰甲']],
      ['前锋', ['中锋甲', '前锋乙']],
      ['其他', ['教练']],
    ]);
    const five = ['C', 'PF', 'PG', 'SF', 'SG'].map((position) => ({ position }));
    expect(squadByLine('basketball', five).map(({ line, players }) => [line, players.map((p) => p.position)])).toEqual([
      ['后卫', ['PG', 'SG']],
      ['前锋', ['PF', 'SF']],
      ['中锋', ['C']],
    ]);
  });

  it('names a position in its sport, or gives the code back', () => {
    expect(positionName('football', 'DL')).toBe('左后卫');
    expect(positionName('basketball', 'F')).toBe('前锋');
    expect(positionName('basketball', 'DL')).toBe('DL');
  });

  it("names a player's role within his line, not the line's own code", () => {
    expect(roleInLine('football', 'DL')).toBe('左后卫');
    expect(roleInLine('football', 'G')).toBeUndefined();
    expect(roleInLine('football', 'GK')).toBeUndefined();
    expect(roleInLine('football', 'M')).toBeUndefined();
    expect(roleInLine('basketball', 'PG')).toBe('控球后卫');
    expect(roleInLine('basketball', 'C')).toBeUndefined();
    expect(roleInLine('football', 'COACH')).toBe('COACH');
  });
});

describe('play types', () => {
  it('football 1..5', () => {
    expect(FOOTBALL_PLAY_TYPE_LABELS).toEqual({ 1: '欧赔', 2: '让球', 3: '大小球', 4: '竞彩单关', 5: '二串一' });
    expect(footballPlayTypeLabel(5)).toBe('二串一');
    expect(footballPlayTypeLabel(6)).toBeUndefined();
    expect(footballPlayTypeSchema.safeParse(5).success).toBe(true);
    expect(footballPlayTypeSchema.safeParse(0).success).toBe(false);
  });

  it('basketball 1..2', () => {
    expect(BASKETBALL_PLAY_TYPE_LABELS).toEqual({ 1: '让分', 2: '大小分' });
    expect(basketballPlayTypeLabel(2)).toBe('大小分');
    expect(basketballPlayTypeSchema.safeParse(2).success).toBe(true);
    expect(basketballPlayTypeSchema.safeParse(3).success).toBe(false);
  });
});

describe('basketball player statistics', () => {
  it('lists the twenty fields of SPEC §3 in order', () => {
    expect(BASKETBALL_PLAYER_STAT_FIELDS).toHaveLength(20);
    expect(BASKETBALL_PLAYER_STAT_FIELDS[0]).toBe('minutesPlayed');
    expect(BASKETBALL_PLAYER_STAT_FIELDS[19]).toBe('assistRate');
    expect(new Set(BASKETBALL_PLAYER_STAT_FIELDS).size).toBe(20);
    expect(BASKETBALL_PLAYER_STAT_FIELDS).toContain('threePointsAccuracy');
    expect(BASKETBALL_PLAYER_STAT_FIELDS).toContain('offensiveRebounds');
  });

  it('finds the highest value of each statistic', () => {
    const leaders = basketballStatLeaders([
      { points: 12, rebounds: 3, fieldGoalsAccuracy: '45.5%' },
      { points: 30, rebounds: null, fieldGoalsAccuracy: '60%' },
      { points: '8', rebounds: 11, fieldGoalsAccuracy: '-' },
    ]);
    expect(leaders).toEqual({ points: 30, rebounds: 11, fieldGoalsAccuracy: 60 });
  });
});
