/** Channel id sent on every call (SPEC §9). */
export const CHANNEL_ID = 3;

/** Platform id sent on every call; 1 is the PC web portal (SPEC §9). */
export const PLATFORM = 1;

/** `type` of the SMS request that sends a login code (SPEC §3). */
export const SMS_TYPE = 3;

/** `mode` of the login request: 1 logs in with an SMS code, 0 with a password. */
export const LOGIN_MODE = { CODE: 1, PASSWORD: 0 } as const;
/** A value of {@link LOGIN_MODE}. */
export type LoginMode = (typeof LOGIN_MODE)[keyof typeof LOGIN_MODE];

/** The tab the login modal shows: 1 code, 2 password. Not the request's `mode`. */
export const LOGIN_TYPE = { CODE: 1, PASSWORD: 2 } as const;
/** A value of {@link LOGIN_TYPE}. */
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** `auto` of the login request: 1 keeps the login for {@link KEEP_LOGIN_DAYS}, 0 uses a session cookie. */
export const AUTO_LOGIN = { KEEP: 1, NO: 0 } as const;
/** A value of {@link AUTO_LOGIN}. */
export type AutoLogin = (typeof AUTO_LOGIN)[keyof typeof AUTO_LOGIN];

/** Timeout of the main API client. */
export const HTTP_TIMEOUT_MS = 20_000;
/** Timeout of the second API client, the one that swallows its errors. */
export const HTTP_QUIET_TIMEOUT_MS = 40_000;
/** Timeout of calls made on the server side. */
export const SERVER_HTTP_TIMEOUT_MS = 5_000;

/** Digits in a mobile number. */
export const PHONE_LENGTH = 11;
/** Characters in an SMS verification code. */
export const VERIFY_CODE_LENGTH = 6;
/** Shortest password accepted at submit. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted at submit; the input itself allows {@link PASSWORD_INPUT_MAX_LENGTH}. */
export const PASSWORD_MAX_LENGTH = 16;
/** `maxLength` of the password input. */
export const PASSWORD_INPUT_MAX_LENGTH = 20;

/** Seconds before the get-code button may send again. */
export const SMS_COUNTDOWN_SECONDS = 60;
/** How long the 登录失败 indicator stays after a network failure. */
export const LOGIN_FAILURE_INDICATOR_MS = 3_000;

/**
 * Name of the cookie holding the token: set and cleared by the gateway only (HttpOnly, Secure in
 * production), never read by the page's scripts.
 */
export const AUTH_COOKIE = 'auth';
/** Request header carrying a session's token, for API clients that keep it themselves (SPEC §7); the web relies on {@link AUTH_COOKIE}. */
export const ACCESS_TOKEN_HEADER = 'accessToken';
/** Lifetime of the token cookie when keep-login is on. */
export const KEEP_LOGIN_DAYS = 30;
/** Label of the keep-login checkbox. */
export const KEEP_LOGIN_LABEL = '一个月内免登录';

/** History entries the search box shows. */
export const SEARCH_HISTORY_MAX = 6;
/** Hot search words in the left column; the rest go right. */
export const HOT_SEARCH_LEFT_COUNT = 5;
/** Hot search words the search box shows in all: five a column. */
export const HOT_SEARCH_MAX = 10;
/** Page size of lists unless a call says otherwise. */
export const DEFAULT_PAGE_SIZE = 30;
/** Page size of chat history. */
export const CHAT_PAGE_SIZE = 20;
/** `size` of the hot users call. */
export const HOT_USERS_SIZE = 20;
/** Scroll distance after which back-to-top appears. */
export const BACK_TO_TOP_THRESHOLD_PX = 100;

/** Minimum time between progress bar updates. */
export const PROGRESS_BAR_THROTTLE_MS = 200;
/** Time the progress bar takes to creep to its end. */
export const PROGRESS_BAR_DURATION_MS = 5_000;
/** Percent the progress bar advances per data source. */
export const PROGRESS_BAR_STEPS = [30, 45] as const;

/** A chunk-load failure reloads the page at most once in this window. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
/**
 * How long a pointer rests on a link before its page is prefetched: a hover that passes over a list
 * fetches nothing, a touch (which starts the preload at once) or a resting pointer does.
 */
export const PREFETCH_INTENT_DELAY_MS = 80;

/** Width of the captcha reference image every point is scaled to. */
export const CAPTCHA_REFERENCE_WIDTH = 310;
/** Height of the captcha reference image. */
export const CAPTCHA_REFERENCE_HEIGHT = 155;
/** Clicks the click-word captcha takes before it is verified. */
export const CAPTCHA_CLICK_COUNT = 3;
/** `y` sent with every slider position. */
export const SLIDER_FIXED_Y = 5;
/** The older slider passes within this distance of its target. */
export const SLIDER_TOLERANCE = 6;
/** Delay before a passed slider emits its pass token. */
export const SLIDER_SUCCESS_DELAY_MS = 1_000;
/** Delay before a passed slider in pop mode closes. */
export const SLIDER_POP_CLOSE_DELAY_MS = 1_500;
/** Delay before a failed slider refreshes. */
export const SLIDER_FAILURE_REFRESH_MS = 1_000;
/** Delay before the click-word captcha refreshes after its verdict. */
export const CLICK_WORD_REFRESH_MS = 700;
/** Delay before the older slider reloads after a failure. */
export const OLD_SLIDER_RELOAD_MS = 1_500;
/** Width of the block-puzzle piece, in reference pixels. */
export const BLOCK_PUZZLE_PIECE_WIDTH = 47;

/** Initial stash of the stream player. */
export const PLAYER_INITIAL_STASH_KB = 384;
/** Initial stash of the stream player on a live stream. */
export const PLAYER_LIVE_STASH_KB = 512;
/** Media buffer of the player's buffered setting. */
export const PLAYER_BUFFER_BYTES = 3 * 1024 * 1024;
/** Upper limit of buffered stream data. */
export const PLAYER_STREAM_BUFFER_LIMIT_BYTES = 16 * 1024 * 1024;
/** Largest stash the player grows to. */
export const PLAYER_STASH_MAX_KB = 8_192;
/** First chunk size of a range loader. */
export const PLAYER_RANGE_CHUNK_START_KB = 384;
/** Chunk sizes a range loader picks from as its measured speed changes. */
export const PLAYER_RANGE_CHUNK_SIZES_KB = [128, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 5120, 6144, 7168, 8192] as const;
/** Speeds a measured download speed is rounded down to. */
export const PLAYER_SPEED_STEPS_KBPS = [64, 128, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096] as const;
/** Loading suspends once this much lies buffered ahead of the playhead. */
export const PLAYER_LAZY_LOAD_MAX_SECONDS = 180;
/** Loading resumes once the playhead is this close to the buffer end. */
export const PLAYER_RESUME_THRESHOLD_SECONDS = 30;
/** Interval of the player statistics report. */
export const PLAYER_STATISTICS_INTERVAL_MS = 600;
/** Interval of the playback progress check. */
export const PLAYER_PROGRESS_CHECK_MS = 1_000;
/** Delay of the seek-point check after a seek. */
export const PLAYER_SEEK_POINT_CHECK_DELAY_MS = 50;
/** Threshold of the seek-point check. */
export const PLAYER_SEEK_POINT_THRESHOLD_MS = 100;
/** First wait before a dropped live stream is connected again; each further try doubles it. */
export const PLAYER_RECONNECT_BASE_MS = 1_000;
/** Longest wait between two tries to connect a dropped live stream. */
export const PLAYER_RECONNECT_MAX_MS = 16_000;
/** A live stream that has put no picture into the media element this long after it was opened is opened again. */
export const PLAYER_LIVE_START_TIMEOUT_MS = 10_000;
/** How often an offline room is asked whether it is on air again. */
export const PLAYER_OFFLINE_POLL_MS = 5_000;
/** Live latency the player chases back down from, in seconds of media buffered ahead. */
export const PLAYER_LIVE_MAX_LATENCY_S = 1.5;
/** Live latency the player keeps when it chases, in seconds. */
export const PLAYER_LIVE_MIN_REMAIN_S = 0.5;

/** Goals between two neighbouring Asian handicap lines. */
export const HANDICAP_STEP_GOALS = 0.25;
/** Highest handicap line index (3.5 goals). */
export const HANDICAP_MAX_INDEX = 14;
/** Chinese names of the handicap lines by index, index i being i quarter goals. Lines past 10 have none. */
export const HANDICAP_LINE_NAMES = [
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
] as const;
/** Prefix of a line the team receives rather than gives. */
export const HANDICAP_RECEIVE_PREFIX = '受';

/**
 * The display name of a handicap line given in goals: the Chinese name when the line has one,
 * otherwise a number, split lines written as their two halves (2.75 → 2.5/3).
 * A negative line is received and is prefixed with 受.
 */
export function handicapLineName(goals: number): string {
  if (!Number.isFinite(goals)) return '';
  const prefix = goals < 0 ? HANDICAP_RECEIVE_PREFIX : '';
  return prefix + handicapSizeName(Math.abs(goals), HANDICAP_LINE_NAMES);
}

/**
 * A handicap of `size` goals (not negative) by its name in `names` (index i being i quarter goals),
 * else as a number, split lines written as their two halves (2.75 → 2.5/3).
 */
export function handicapSizeName(size: number, names: readonly string[]): string {
  const quarters = size / HANDICAP_STEP_GOALS;
  if (!Number.isInteger(quarters)) return String(size);
  const name = names[quarters];
  if (name !== undefined) return name;
  if (quarters % 2 === 0) return String(size);
  return `${size - HANDICAP_STEP_GOALS}/${size + HANDICAP_STEP_GOALS}`;
}

/** Decimal places numbers are shown with unless a page says otherwise. */
export const DECIMAL_PLACES = 2;

/**
 * `n` with a comma every three digits of its integer part. With `decimals` the number is first
 * fixed to that many places; without, its own digits are kept.
 */
export function formatThousands(n: number, decimals?: number): string {
  if (!Number.isFinite(n)) return String(n);
  const text = decimals === undefined ? String(Math.abs(n)) : Math.abs(n).toFixed(decimals);
  // String() switches to exponent notation past 1e21; grouping that would garble it.
  if (/e/i.test(text)) return String(n);
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = n < 0 && Number(text) !== 0 ? '-' : '';
  return sign + grouped + (fraction === undefined ? '' : `.${fraction}`);
}

/** dayjs format of short match times. */
export const DATE_FORMAT_SHORT = 'MM-DD HH:mm';
/** dayjs format of full timestamps. */
export const DATE_FORMAT_FULL = 'YYYY-MM-DD HH:mm:ss';

/** Days the schedule's week strip shows. */
export const WEEK_LIST_MAX = 7;

/** The week list as shown: its first {@link WEEK_LIST_MAX} entries once it has eight or more. */
export function trimWeekList<T>(list: readonly T[]): T[] {
  return list.length > WEEK_LIST_MAX ? list.slice(0, WEEK_LIST_MAX) : [...list];
}

/** A duration split for a countdown display. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left in `ms`; a past deadline gives all zeros. */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Interval of the debugger loop that hinders developer tools. */
export const DEVTOOLS_DEBUGGER_INTERVAL_MS = 4_000;

/** The portal's clock: match days, lottery days, ranks and every time shown are Beijing's, on both sides. */
export const PORTAL_TIME_ZONE = 'Asia/Shanghai';
