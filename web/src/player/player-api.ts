import { createContext, useContext } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  routes,
  type Highlight,
  type HighlightPage,
  type PlayAddresses,
  type Replay,
  type ReplayPage,
  type StreamKey,
  type StreamMediaInfo,
} from '@portal/contracts';
import { api, type ApiClient, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';
import type { StreamSource } from './stream.machine';

/** Only what the player needs of /api/room/info; the rest of the room is the room page's business. */
export type RoomOnAir = { roomId: number; onAir: boolean; playAddresses?: PlayAddresses | undefined };

/** Every call of the player, the playback pages and the stream key panel, through one API client. */
export function createPlayerApi(client: ApiClient) {
  return {
    roomOnAir: async (roomId: number): Promise<ApiResult<RoomOnAir>> => {
      const answer = await callRoute(client, routes.api.roomInfo, { query: { roomId } });
      if (!answer.ok) return answer;
      const { onAir, playAddresses } = answer.data;
      return { ...answer, data: { roomId: answer.data.roomId, onAir, playAddresses } };
    },

    streamKey: (): Promise<ApiResult<StreamKey>> => callRoute(client, routes.media.streamKey, {}),

    /** Makes a new key; the old one stops working at once. */
    newStreamKey: (): Promise<ApiResult<StreamKey>> => callRoute(client, routes.media.renewStreamKey, { body: {} }),

    replays: (roomId: number, page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<ReplayPage>> =>
      callRoute(client, routes.media.replayPage, { body: { roomId, page, pageSize } }),

    replay: (recordId: number): Promise<ApiResult<Replay>> =>
      callRoute(client, routes.media.replayDetail, { query: { recordId } }),

    highlights: (page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<HighlightPage>> =>
      callRoute(client, routes.media.highlights, { query: { page, pageSize } }),

    highlight: (id: number): Promise<ApiResult<Highlight>> =>
      callRoute(client, routes.media.highlightDetail, { query: { id } }),

    /** Buys a paid highlight with diamonds; a second purchase charges nothing. Answers it unlocked. */
    buyHighlight: (id: number): Promise<ApiResult<Highlight>> =>
      callRoute(client, routes.media.highlightPay, { query: { id } }),
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
