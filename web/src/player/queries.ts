import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { STREAM_KEY_FAILED } from '@portal/contracts';
import { answerData } from '../lib/query-client';
import type { PlayerApi } from './player-api';

export const playerKeys = {
  all: ['player'] as const,
  streamKey: () => [...playerKeys.all, 'stream-key'] as const,
  replays: (roomId: number, page: number) => [...playerKeys.all, 'replays', roomId, page] as const,
  replay: (recordId: number) => [...playerKeys.all, 'replay', recordId] as const,
  highlights: (page: number) => [...playerKeys.all, 'highlights', page] as const,
  /** A paid highlight answers its video only to a user who bought it: the session is part of the key. */
  highlight: (id: number, signedIn: boolean) => [...playerKeys.all, 'highlight', id, signedIn] as const,
};

export const playerQueries = {
  streamKey: (playerApi: PlayerApi) =>
    queryOptions({ queryKey: playerKeys.streamKey(), queryFn: () => answerData(playerApi.streamKey(), STREAM_KEY_FAILED) }),
  replays: (playerApi: PlayerApi, roomId: number, page: number) =>
    queryOptions({
      queryKey: playerKeys.replays(roomId, page),
      queryFn: () => answerData(playerApi.replays(roomId, page)),
      placeholderData: keepPreviousData,
    }),
  replay: (playerApi: PlayerApi, recordId: number) =>
    queryOptions({ queryKey: playerKeys.replay(recordId), queryFn: () => answerData(playerApi.replay(recordId)) }),
  highlights: (playerApi: PlayerApi, page: number) =>
    queryOptions({
      queryKey: playerKeys.highlights(page),
      queryFn: () => answerData(playerApi.highlights(page)),
      placeholderData: keepPreviousData,
    }),
  highlight: (playerApi: PlayerApi, id: number, signedIn: boolean) =>
    queryOptions({ queryKey: playerKeys.highlight(id, signedIn), queryFn: () => answerData(playerApi.highlight(id)) }),
};
