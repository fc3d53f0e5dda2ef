import { describe, expect, it } from 'vitest';
import * as contracts from '../src/index';
import {
  HANDICAP_LINE_NAMES,
  HANDICAP_MAX_INDEX,
  PLAYER_RANGE_CHUNK_SIZES_KB,
  PLAYER_SPEED_STEPS_KBPS,
  WEEK_LIST_MAX,
  countdownParts,
  formatThousands,
  handicapLineName,
  trimWeekList,
} from '../src/index';

describe('SPEC §9 values', () => {
  it.each<[string, unknown]>([
    ['CHANNEL_ID', 3],
    ['PLATFORM', 1],
    ['SMS_TYPE', 3],
    ['LOGIN_MODE', { CODE: 1, PASSWORD: 0 }],
    ['LOGIN_TYPE', { CODE: 1, PASSWORD: 2 }],
    ['AUTO_LOGIN', { KEEP: 1, NO: 0 }],
    ['HTTP_TIMEOUT_MS', 20000],
    ['HTTP_QUIET_TIMEOUT_MS', 40000],
    ['SERVER_HTTP_TIMEOUT_MS', 5000],
    ['PHONE_LENGTH', 11],
    ['VERIFY_CODE_LENGTH', 6],
    ['PASSWORD_MIN_LENGTH', 6],
    ['PASSWORD_MAX_LENGTH', 16],
    ['PASSWORD_INPUT_MAX_LENGTH', 20],
    ['SMS_COUNTDOWN_SECONDS', 60],
    ['LOGIN_FAILURE_INDICATOR_MS', 3000],
    ['AUTH_COOKIE', 'auth'],
    ['ACCESS_TOKEN_HEADER', 'accessToken'],
    ['KEEP_LOGIN_DAYS', 30],
    ['SEARCH_HISTORY_MAX', 6],
    ['HOT_SEARCH_LEFT_COUNT', 5],
    ['DEFAULT_PAGE_SIZE', 30],
    ['CHAT_PAGE_SIZE', 20],
    ['HOT_USERS_SIZE', 20],
    ['BACK_TO_TOP_THRESHOLD_PX', 100],
    ['PROGRESS_BAR_THROTTLE_MS', 200],
    ['PROGRESS_BAR_DURATION_MS', 5000],
    ['PROGRESS_BAR_STEPS', [30, 45]],
    ['CHUNK_RELOAD_MIN_INTERVAL_MS', 60000],
    ['PREFETCH_INTENT_DELAY_MS', 80],
    ['CAPTCHA_REFERENCE_WIDTH', 310],
    ['CAPTCHA_REFERENCE_HEIGHT', 155],
    ['CAPTCHA_CLICK_COUNT', 3],
    ['SLIDER_FIXED_Y', 5],
    ['SLIDER_TOLERANCE', 6],
    ['SLIDER_SUCCESS_DELAY_MS', 1000],
    ['SLIDER_POP_CLOSE_DELAY_MS', 1500],
    ['SLIDER_FAILURE_REFRESH_MS', 1000],
    ['CLICK_WORD_REFRESH_MS', 700],
    ['OLD_SLIDER_RELOAD_MS', 1500],
    ['BLOCK_PUZZLE_PIECE_WIDTH', 47],
    ['PLAYER_INITIAL_STASH_KB', 384],
    ['PLAYER_LIVE_STASH_KB', 512],
    ['PLAYER_BUFFER_BYTES', 3 * 1024 * 1024],
    ['PLAYER_STREAM_BUFFER_LIMIT_BYTES', 16 * 1024 * 1024],
    ['PLAYER_STASH_MAX_KB', 8192],
    ['PLAYER_RANGE_CHUNK_START_KB', 384],
    ['PLAYER_LAZY_LOAD_MAX_SECONDS', 180],
    ['PLAYER_RESUME_THRESHOLD_SECONDS', 30],
    ['PLAYER_STATISTICS_INTERVAL_MS', 600],
    ['PLAYER_PROGRESS_CHECK_MS', 1000],
    ['PLAYER_SEEK_POINT_CHECK_DELAY_MS', 50],
    ['PLAYER_SEEK_POINT_THRESHOLD_MS', 100],
    ['DECIMAL_PLACES', 2],
    ['DATE_FORMAT_SHORT', 'MM-DD HH:mm'],
    ['DATE_FORMAT_FULL', 'YYYY-MM-DD HH:mm:ss'],
    ['WEEK_LIST_MAX', 7],
    ['DEVTOOLS_DEBUGGER_INTERVAL_MS', 4000],
  ])('%s', (name, value) => {
    expect((contracts as Record<string, unknown>)[name]).toEqual(value);
  });

  it('player chunk sizes run 128..8192 KB, starting size among them', () => {
    expect(PLAYER_RANGE_CHUNK_SIZES_KB[0]).toBe(128);
    expect(PLAYER_RANGE_CHUNK_SIZES_KB.at(-1)).toBe(8192);
    expect(PLAYER_RANGE_CHUNK_SIZES_KB).toContain(384);
    expect([...PLAYER_RANGE_CHUNK_SIZES_KB].sort((a, b) => a - b)).toEqual([...PLAYER_RANGE_CHUNK_SIZES_KB]);
  });

  it('player speed ladder runs 64..4096 KB/s', () => {
    expect(PLAYER_SPEED_STEPS_KBPS).toEqual([64, 128, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096]);
  });
});

describe('handicap lines', () => {
  it('names quarter lines up to index 10', () => {
    expect(HANDICAP_LINE_NAMES).toHaveLength(11);
    expect(HANDICAP_MAX_INDEX).toBe(14);
    expect(HANDICAP_LINE_NAMES.map((_, i) => handicapLineName(i * 0.25))).toEqual([
      '平手',
      '平/半',
      '半球',
      '半/一',
      '一球',
      '一/球半',
      '球半',
      '球半/两',
      '两球',
      '两/两球半',
      '两球半',
    ]);
  });

  it('writes lines past 10 as numbers, split lines as two halves', () => {
    expect(handicapLineName(2.75)).toBe('2.5/3');
    expect(handicapLineName(3)).toBe('3');
    expect(handicapLineName(3.25)).toBe('3/3.5');
    expect(handicapLineName(3.5)).toBe('3.5');
  });

  it('prefixes received lines with 受, but not level', () => {
    expect(handicapLineName(-0.5)).toBe('受半球');
    expect(handicapLineName(-1.25)).toBe('受一/球半');
    expect(handicapLineName(-3.25)).toBe('受3/3.5');
    expect(handicapLineName(-0)).toBe('平手');
  });

  it('writes off-grid values as plain numbers and non-numbers as nothing', () => {
    expect(handicapLineName(0.1)).toBe('0.1');
    expect(handicapLineName(-0.3)).toBe('受0.3');
    expect(handicapLineName(Number.NaN)).toBe('');
  });
});

describe('formatThousands', () => {
  it('groups the integer part by three', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-1234567)).toBe('-1,234,567');
  });

  it('leaves the fraction alone', () => {
    expect(formatThousands(1234.5678)).toBe('1,234.5678');
  });

  it('fixes decimals when asked', () => {
    expect(formatThousands(1234.5, 2)).toBe('1,234.50');
    expect(formatThousands(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatThousands(-0.001, 2)).toBe('0.00');
    expect(formatThousands(1999.999, 0)).toBe('2,000');
  });

  it('passes exponent forms and non-finite numbers through', () => {
    expect(formatThousands(1e21)).toBe('1e+21');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('week list', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`);

  it('keeps seven or fewer as they are', () => {
    expect(trimWeekList(days(7))).toEqual(days(7));
    expect(trimWeekList(days(3))).toEqual(days(3));
    expect(trimWeekList([])).toEqual([]);
  });

  it('trims eight or more to the first seven', () => {
    expect(trimWeekList(days(8))).toEqual(days(WEEK_LIST_MAX));
    expect(trimWeekList(days(15))).toEqual(days(7));
  });

  it('returns a new array', () => {
    const list = days(3);
    expect(trimWeekList(list)).not.toBe(list);
  });
});

describe('countdownParts', () => {
  it('splits a duration into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('gives zeros for a past deadline', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(-5000)).toEqual(zero);
    expect(countdownParts(Number.NaN)).toEqual(zero);
  });
});
