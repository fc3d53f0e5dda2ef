import { keepPreviousData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, HIGHLIGHT_PURCHASE_FAILED, STREAM_KEY_FAILED, routes, type Highlight, type StreamKey } from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';

/** The calls the stream machine makes: whether a room is on air, with its play addresses. */
export const playerCalls = {
  roomOnAir: (roomId: number) => callRoute(api, routes.api.roomInfo, { query: { roomId } }),
};

export const playerQueries = {
  streamKey: () => routeQuery(routes.media.streamKey, {}, { refused: STREAM_KEY_FAILED }),
  replays: (roomId: number, page: number, pageSize = DEFAULT_PAGE_SIZE) =>
    routeQuery(routes.media.replayPage, { body: { roomId, page, pageSize } }, { placeholderData: keepPreviousData }),
  replay: (recordId: number) => routeQuery(routes.media.replayDetail, { query: { recordId } }),
  highlights: (page: number, pageSize = DEFAULT_PAGE_SIZE) =>
    routeQuery(routes.media.highlights, { query: { page, pageSize } }, { placeholderData: keepPreviousData }),
  /** A paid highlight answers its video only to a user who bought it: the session is part of the key. */
  highlight: (id: number, signedIn: boolean) => routeQuery(routes.media.highlightDetail, { query: { id } }, { scope: [signedIn] }),
};

export const playerMutations = {
  /** Makes a new stream key; the old one stops working at once. */
  renewStreamKey: (effects?: MutationEffects<StreamKey, void>) =>
    routeMutation(
      routes.media.renewStreamKey,
      {
        input: () => ({ body: {} }),
        refused: STREAM_KEY_FAILED,
        onSuccess: (renewed, _variables, _result, { client }) => client.setQueryData(playerQueries.streamKey().queryKey, renewed),
      },
      effects,
    ),
  /** Buys a paid highlight with diamonds; a second purchase charges nothing. Answers it unlocked. */
  buyHighlight: (id: number, signedIn: boolean, effects?: MutationEffects<Highlight, void>) =>
    routeMutation(
      routes.media.highlightPay,
      {
        input: () => ({ query: { id } }),
        refused: HIGHLIGHT_PURCHASE_FAILED,
        onSuccess: (unlocked, _variables, _result, { client }) => client.setQueryData(playerQueries.highlight(id, signedIn).queryKey, unlocked),
      },
      effects,
    ),
};
