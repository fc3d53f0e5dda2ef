import {
  FEED_PATHS,
  feedBookmakersResponseSchema,
  feedLeaguesResponseSchema,
  feedLotteryResponseSchema,
  feedMatchListResponseSchema,
  feedMatchResponseSchema,
  feedMatchSnapshotSchema,
  feedOddsHistoryResponseSchema,
  feedPlayersResponseSchema,
  feedSeasonFixturesResponseSchema,
  feedSeasonPlayerMatchesResponseSchema,
  feedSeasonMatchResponseSchema,
  feedSeasonPlayersResponseSchema,
  feedSeasonsResponseSchema,
  feedSeasonStandingsResponseSchema,
  feedSeasonTeamsResponseSchema,
  feedTeamsResponseSchema,
  type FeedBookmaker,
  type FeedPlayer,
  type FeedSeason,
  type FeedSeasonFixturesResponse,
  type FeedSeasonPlayerMatchesResponse,
  type FeedSeasonMatchResponse,
  type FeedSeasonPlayersResponse,
  type FeedSeasonStandingsResponse,
  type FeedSeasonTeamsResponse,
  type FeedStandingsView,
  type FeedLeague,
  type FeedLotteryCode,
  type FeedLotteryResponse,
  type FeedMatchListResponse,
  type FeedMatchSnapshot,
  type FeedOddsHistoryResponse,
  type FeedTeam,
} from '@portal/contracts';
import { z } from 'zod';

/** The upstream answered with an error status, an unreadable body, or not in time. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** An image the upstream serves, such as a team badge. */
export type UpstreamImage = { contentType: string; body: Buffer };

/** The vendor's HTTP API, every answer checked against the feed contract. */
export interface UpstreamClient {
  readonly baseUrl: string;
  /** ws(s)://…/v1/push */
  readonly pushUrl: string;
  live(): Promise<FeedMatchListResponse>;
  matchesOn(date: string): Promise<FeedMatchListResponse>;
  match(id: number): Promise<FeedMatchSnapshot>;
  leagues(): Promise<FeedLeague[]>;
  teams(): Promise<FeedTeam[]>;
  bookmakers(): Promise<FeedBookmaker[]>;
  lottery(code: FeedLotteryCode): Promise<FeedLotteryResponse>;
  /** Every price move of a match's markets. */
  oddsHistory(matchId: number): Promise<FeedOddsHistoryResponse>;
  seasons(): Promise<FeedSeason[]>;
  players(teamId?: number): Promise<FeedPlayer[]>;
  seasonFixtures(seasonId: number): Promise<FeedSeasonFixturesResponse>;
  /** A season's tables; with `before`, as they stood before that time (of the matches kicked off before it). */
  seasonStandings(seasonId: number, view: FeedStandingsView, before?: number): Promise<FeedSeasonStandingsResponse>;
  seasonTeams(seasonId: number): Promise<FeedSeasonTeamsResponse>;
  /** A season's players' totals; with `before`, as they stood before that time (of the matches kicked off before it). */
  seasonPlayers(seasonId: number, before?: number): Promise<FeedSeasonPlayersResponse>;
  seasonPlayerMatches(seasonId: number, playerId: number): Promise<FeedSeasonPlayerMatchesResponse>;
  /** One match of a season by id; an UpstreamError of status 404 for a friendly or no such match. */
  seasonMatch(id: number): Promise<FeedSeasonMatchResponse>;
  /** A path on the vendor host, e.g. a team's logo. */
  image(path: string): Promise<UpstreamImage>;
}

export type UpstreamClientOptions = {
  /** SPEC §9: server-side calls give up after 5 s. */
  timeoutMs?: number;
  /** How long a list of matches is checked before the event loop gets a turn (pushes keep flowing meanwhile). */
  checkSliceMs?: number;
};

/** A list of matches checked for its envelope only: each match is checked on its own, a slice at a time. */
const matchListEnvelopeSchema = feedMatchListResponseSchema.extend({ matches: z.array(z.unknown()) });
const DEFAULT_CHECK_SLICE_MS = 3;

/** The first issue of a failed check as the call's error; `at` is where the checked value sits in the answer. */
function offContract(path: string, status: number, error: z.ZodError, at: (string | number | symbol)[] = []) {
  const issue = error.issues[0];
  return new UpstreamError(`GET ${path}: off contract at ${[...at, ...(issue?.path ?? [])].map(String).join('.')}: ${issue?.message}`, status);
}

/**
 * Checks `items` against `schema` one by one, giving the event loop a turn whenever a slice of
 * `sliceMs` is used up, so a long answer (the live list: hundreds of matches with their odds and
 * incidents) does not hold back the pushes and frames behind it. Returns the parsed items, or the
 * first failure with its index.
 */
export async function checkInSlices<T extends z.ZodType>(
  items: readonly unknown[],
  schema: T,
  sliceMs: number,
  now: () => number = () => performance.now(),
): Promise<{ ok: true; items: z.infer<T>[] } | { ok: false; index: number; error: z.ZodError }> {
  const parsed: z.infer<T>[] = [];
  let sliceStart = now();
  for (const [index, item] of items.entries()) {
    if (now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = now();
    }
    const result = schema.safeParse(item);
    if (!result.success) return { ok: false, index, error: result.error };
    parsed.push(result.data);
  }
  return { ok: true, items: parsed };
}

export function createUpstreamClient(baseUrl: string, options: UpstreamClientOptions = {}): UpstreamClient {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const checkSliceMs = options.checkSliceMs ?? DEFAULT_CHECK_SLICE_MS;

  const request = async (path: string): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new UpstreamError(`GET ${path}: ${error instanceof Error ? error.message : String(error)}`, undefined);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`GET ${path}: HTTP ${response.status}`, response.status);
    }
    return response;
  };

  const read = async (path: string): Promise<{ body: unknown; status: number }> => {
    const response = await request(path);
    try {
      return { body: await response.json(), status: response.status };
    } catch (error) {
      throw new UpstreamError(`GET ${path}: unreadable body (${String(error)})`, response.status);
    }
  };

  const get = async <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> => {
    const { body, status } = await read(path);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw offContract(path, status, parsed.error);
    return parsed.data;
  };

  /** A list of matches, each checked as `feedMatchListResponseSchema` would, a slice at a time. */
  const getMatches = async (path: string): Promise<FeedMatchListResponse> => {
    const { body, status } = await read(path);
    const envelope = matchListEnvelopeSchema.safeParse(body);
    if (!envelope.success) throw offContract(path, status, envelope.error);
    const checked = await checkInSlices(envelope.data.matches, feedMatchSnapshotSchema, checkSliceMs);
    if (!checked.ok) throw offContract(path, status, checked.error, ['matches', checked.index]);
    return { ...envelope.data, matches: checked.items };
  };

  return {
    baseUrl: base,
    pushUrl: `${base.replace(/^http/, 'ws')}${FEED_PATHS.push}`,
    live: () => getMatches(FEED_PATHS.live),
    matchesOn: (date) => getMatches(`${FEED_PATHS.matches}?date=${encodeURIComponent(date)}`),
    match: (id) => get(`${FEED_PATHS.matches}/${id}`, feedMatchResponseSchema),
    leagues: async () => (await get(FEED_PATHS.leagues, feedLeaguesResponseSchema)).leagues,
    teams: async () => (await get(FEED_PATHS.teams, feedTeamsResponseSchema)).teams,
    bookmakers: async () => (await get(FEED_PATHS.bookmakers, feedBookmakersResponseSchema)).bookmakers,
    lottery: (code) => get(`${FEED_PATHS.lottery}?code=${code}`, feedLotteryResponseSchema),
    oddsHistory: (matchId) => get(`${FEED_PATHS.oddsHistory}/${matchId}`, feedOddsHistoryResponseSchema),
    seasons: async () => (await get(FEED_PATHS.seasons, feedSeasonsResponseSchema)).seasons,
    players: async (teamId) =>
      (await get(teamId === undefined ? FEED_PATHS.players : `${FEED_PATHS.players}?teamId=${teamId}`, feedPlayersResponseSchema)).players,
    seasonFixtures: (seasonId) => get(`${FEED_PATHS.seasonFixtures}?seasonId=${seasonId}`, feedSeasonFixturesResponseSchema),
    seasonStandings: (seasonId, view, before) => {
      const asOf = before === undefined ? '' : `&before=${before}`;
      return get(`${FEED_PATHS.seasonStandings}?seasonId=${seasonId}&view=${view}${asOf}`, feedSeasonStandingsResponseSchema);
    },
    seasonTeams: (seasonId) => get(`${FEED_PATHS.seasonTeams}?seasonId=${seasonId}`, feedSeasonTeamsResponseSchema),
    seasonPlayers: (seasonId, before) => {
      const asOf = before === undefined ? '' : `&before=${before}`;
      return get(`${FEED_PATHS.seasonPlayers}?seasonId=${seasonId}${asOf}`, feedSeasonPlayersResponseSchema);
    },
    seasonPlayerMatches: (seasonId, playerId) =>
      get(`${FEED_PATHS.seasonPlayerMatches}?seasonId=${seasonId}&playerId=${playerId}`, feedSeasonPlayerMatchesResponseSchema),
    seasonMatch: (id) => get(`${FEED_PATHS.seasonMatch}?id=${id}`, feedSeasonMatchResponseSchema),
    image: async (path) => {
      const response = await request(path.startsWith('/') ? path : `/${path}`);
      return {
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
}
