import { createContext, useContext } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  STREAM_KEY_PATH,
  highlightPageSchema,
  highlightSchema,
  replayPageSchema,
  replaySchema,
  roomDetailSchema,
  streamKeySchema,
  type Highlight,
  type HighlightPage,
  type PlayAddresses,
  type Replay,
  type ReplayPage,
  type StreamKey,
  type StreamMediaInfo,
} from '@portal/contracts';
import { api, type ApiClient, type ApiResult } from '../lib/api';
import type { StreamSource } from './stream.machine';

/** Only what the player needs of /api/room/info; the rest of the room is the room page's business. */
const roomOnAirSchema = roomDetailSchema.pick({ roomId: true, onAir: true, playAddresses: true });
export type RoomOnAir = { roomId: number; onAir: boolean; playAddresses?: PlayAddresses | undefined };

/** Every call of the player, the playback pages and the stream key panel, through one API client. */
export function createPlayerApi(client: ApiClient) {
  return {
    roomOnAir: (roomId: number): Promise<ApiResult<RoomOnAir>> =>
      client.get('/api/room/info', { roomId }, { schema: roomOnAirSchema }),

    streamKey: (): Promise<ApiResult<StreamKey>> => client.get(STREAM_KEY_PATH, undefined, { schema: streamKeySchema }),

    /** Makes a new key; the old one stops working at once. */
    newStreamKey: (): Promise<ApiResult<StreamKey>> => client.post(STREAM_KEY_PATH, {}, { schema: streamKeySchema }),

    replays: (roomId: number, page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<ReplayPage>> =>
      client.post('/api/back/pageByRoom', { roomId, page, pageSize }, { schema: replayPageSchema }),

    replay: (recordId: number): Promise<ApiResult<Replay>> =>
      client.get('/api/back/detail', { recordId }, { schema: replaySchema }),

    highlights: (page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<HighlightPage>> =>
      client.get('/inform/movie-highlights', { page, pageSize }, { schema: highlightPageSchema }),

    highlight: (id: number): Promise<ApiResult<Highlight>> =>
      client.get('/inform/movie-highlights/detail', { id }, { schema: highlightSchema }),

    /** Buys a paid highlight with diamonds; a second purchase charges nothing. Answers it unlocked. */
    buyHighlight: (id: number): Promise<ApiResult<Highlight>> =>
      client.get('/inform/movie-highlights/pay', { id }, { schema: highlightSchema }),
  };
}

export type PlayerApi = ReturnType<typeof createPlayerApi>;

const PlayerApiContext = createContext<PlayerApi | null>(null);

/** Gives the players below an API of their own (a test's fake); without it they use the main client. */
export const PlayerApiProvider = PlayerApiContext.Provider;

let defaultApi: PlayerApi | null = null;

export function usePlayerApi(): PlayerApi {
  const provided = useContext(PlayerApiContext);
  if (provided) return provided;
  defaultApi ??= createPlayerApi(api);
  return defaultApi;
}

/** The live source of a room on air: its HTTP-FLV address, which plays through the page's own origin. */
export function liveSource(addresses: PlayAddresses): StreamSource {
  return { url: addresses.httpFlv, kind: 'flv', live: true };
}

/** The source of a recording or highlight: FLV through mpegts.js, MP4 by the browser itself. */
export function recordedSource(videoUrl: string, mediaInfo: Pick<StreamMediaInfo, 'mimeType'>): StreamSource {
  return { url: videoUrl, kind: mediaInfo.mimeType === 'video/mp4' ? 'mp4' : 'flv', live: false };
}
