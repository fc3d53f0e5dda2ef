import { describe, expect, it } from 'vitest';
import {
  FOOTBALL_LIST_BY_INDEX,
  LIST_CHANNELS,
  LIST_LOTTERY_CODES,
  footballListQuerySchema,
  listStateSchema,
  mainOddsSchema,
  matchListResponseSchema,
  oddsMarketKey,
  scheduleDateQuerySchema,
} from '../src/index';

describe('the score contracts', () => {
  it('name a lottery code for every lottery list, and only list channels', () => {
    for (const channel of Object.keys(LIST_LOTTERY_CODES)) expect(LIST_CHANNELS).toContain(channel);
    expect(FOOTBALL_LIST_BY_INDEX.map((name) => `list:football:${name}`).every((c) => LIST_CHANNELS.includes(c as never))).toBe(true);
  });

  it('read the list query from a query string', () => {
    expect(footballListQuerySchema.parse({ index: '2', issueNum: '2503101' })).toEqual({ index: 2, issueNum: '2503101' });
    expect(footballListQuerySchema.safeParse({ index: '4' }).success).toBe(false);
    expect(footballListQuerySchema.safeParse({ issueNum: '25-01' }).success).toBe(false);
    expect(scheduleDateQuerySchema.safeParse({ date: '2025-3-1' }).success).toBe(false);
  });

  it('key list rows by match id and markets by bookmaker and play type', () => {
    expect(oddsMarketKey(3, 2)).toBe('3:2');
    expect(listStateSchema.safeParse({ issueNum: null, matches: {} }).success).toBe(true);
    expect(listStateSchema.safeParse({ matches: [] }).success).toBe(false);
    expect(matchListResponseSchema.safeParse({ channel: null, seq: null, issueNum: '25001', issues: ['25001'], matches: [] }).success).toBe(true);
  });

  it('tell the headline prices of each sport apart', () => {
    const football = { sport: 'football', bookmakerId: 1, europe: { home: 2.1, draw: 3.2, away: 3.5 }, asian: null, overUnder: null };
    expect(mainOddsSchema.parse(football)).toEqual(football);
    expect(mainOddsSchema.safeParse({ ...football, sport: 'basketball' }).success).toBe(false);
  });
});
