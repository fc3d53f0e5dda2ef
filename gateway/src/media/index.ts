import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ResultCode, STREAM_KEY_NO_ROOM_MESSAGE, STREAM_KEY_NOT_ANCHOR_MESSAGE } from '@portal/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { HighlightPurchases } from '../wallet/highlight-purchases';
import { withKeyframeIndex } from './flv';
import { type FlvPublish, publishFlv } from './flv-publisher';
import { createMediaServer, type MediaServer, type RecordedSession } from './media-server';
import { createOnAirTracker, publishAdmission, type RoomAirTime, realSchedule, type Schedule } from './on-air';
import { createReplayRepository, type ReplayRepository } from './replays';
import { SHIPPED_VIDEOS, shippedMediaDir } from './shipped';
import { createStreamKeyRepository, type StreamKeyRepository } from './stream-keys';
import { createVideoFiles, scenesDirOf, type VideoFiles } from './video-files';

export type { RoomAirTime } from './on-air';

export { shippedMediaDir } from './shipped';
/** The demo video the repo ships, which the demo streams loop where ffmpeg cannot draw their matches. */
export const DEMO_VIDEO = SHIPPED_VIDEOS.live.file;
/** The demo highlight the repo ships. */
export const DEMO_HIGHLIGHT_VIDEO = SHIPPED_VIDEOS.highlight.file;

export type MediaDependencies = {
  /** The rooms' side of publishing: who may publish, and who is on air (the room service, unless a test gives its own). */
  roomAirTime?: RoomAirTime;
  /** Timer for the off-air grace; tests fire it by hand. */
  mediaSchedule?: Schedule;
  /** Who bought which paid highlight, and buying one: the wallet's, unless a test gives its own. */
  highlightPurchases?: HighlightPurchases;
};

/** What the media routes serve: stream keys, replays and highlights, recorded videos, the live FLV relay. */
export type Media = {
  streamKeys: StreamKeyRepository;
  replays: ReplayRepository;
  videos: VideoFiles;
  /** Where anchors point OBS, e.g. rtmp://example.com:1935/live. */
  publicRtmpUrl: string;
  /** The media server's HTTP-FLV origin the gateway relays signed play requests to. */
  mediaOrigin(): string;
  /** Buys a paid highlight through the wallet. */
  buyHighlight: HighlightPurchases['buy'];
  /** The room whose key the signed-in anchor asks about: the one named, or their own first room. */
  anchorRoom(userId: number, roomId: number | undefined): Promise<number>;
  /**
   * Publishes `file` to `roomId` on the embedded media server with the room's key, as OBS would,
   * looping it (and going on with what `following` gives at each loop's end) until the gateway
   * closes; refused when the media server is not embedded or not started yet.
   */
  publishLocal(roomId: number, file: Buffer, following?: () => Buffer | undefined): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

export type MediaPluginOptions = { config: Config; db: Db } & MediaDependencies;

/** Stream keys, replays and highlights and, when embedded, the media server, run with the app. */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app, options) => {
    const { config, db } = options;
    const roomAirTime = options.roomAirTime ?? app.rooms.service;
    const purchases = options.highlightPurchases ?? app.wallet.highlightPurchases;
    const streamKeys = createStreamKeyRepository(db);
    const replays = createReplayRepository(db, purchases);
    app.wallet.records.nameReferences('highlight', replays.highlightTitles);
    const recordDir = path.join(config.dataDir, 'recordings');
    let mediaHttpPort = config.media.httpPort;
    /** The embedded server's RTMP port once it has started. */
    let rtmpPort: number | undefined;
    const localStreams: FlvPublish[] = [];

    app.decorate('media', {
      streamKeys,
      replays,
      videos: createVideoFiles([recordDir, scenesDirOf(config.dataDir), shippedMediaDir]),
      publicRtmpUrl: config.media.publicRtmpUrl,
      mediaOrigin: () => `http://${config.media.host}:${mediaHttpPort}`,
      buyHighlight: purchases.buy,
      async anchorRoom(userId: number, roomId: number | undefined) {
        const id = roomId ?? (await app.rooms.service.roomIdOf(userId));
        const anchorId = id === undefined ? undefined : await app.rooms.service.anchorOf(id);
        if (id === undefined || anchorId === undefined) throw new AppError(ResultCode.NOT_FOUND, STREAM_KEY_NO_ROOM_MESSAGE);
        if (anchorId !== userId) throw new AppError(ResultCode.NOT_ROOM_ANCHOR, STREAM_KEY_NOT_ANCHOR_MESSAGE);
        return id;
      },
      async publishLocal(roomId, file, following) {
        if (rtmpPort === undefined) throw new Error('the embedded media server is not running');
        const key = await streamKeys.keyOf(roomId);
        localStreams.push(await publishFlv({ url: `rtmp://127.0.0.1:${rtmpPort}/live/${roomId}`, key, file, loop: true, following }));
      },
    });
    if (!config.media.embedded) return;

    const log = app.log.child({ component: 'media' });
    const onAir = createOnAirTracker(roomAirTime, config.media.offAirGraceMs, options.mediaSchedule ?? realSchedule, (error) =>
      log.error({ err: error }, 'could not mark the room off air'),
    );
    const finishRecording = async (session: RecordedSession) => {
      const original = await readFile(session.filePath);
      const indexed = withKeyframeIndex(original, session);
      if (indexed.durationMs === 0) return rm(session.filePath, { force: true });
      await writeFile(session.filePath, indexed.file);
      await replays.addRecording({
        roomId: session.roomId,
        video: path.basename(session.filePath),
        startedAt: session.startedAt,
        endedAt: session.endedAt,
        durationMs: indexed.durationMs,
        size: (await stat(session.filePath)).size,
        width: indexed.width,
        height: indexed.height,
      });
    };
    const server: MediaServer = createMediaServer({
      host: config.media.host,
      rtmpPort: config.media.rtmpPort,
      httpPort: config.media.httpPort,
      recordDir,
      signer: app.playAddressSigner.signer,
      now: Date.now,
      admit: publishAdmission(streamKeys, roomAirTime),
      publishStarted: (roomId) => void onAir.publishStarted(roomId).catch((error: unknown) => log.error({ err: error, roomId }, 'could not mark the room on air')),
      publishStopped: (roomId) => onAir.publishStopped(roomId),
      recorded: (session) => void finishRecording(session).catch((error: unknown) => log.error({ err: error }, 'could not store the recording')),
      log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
    });

    app.addHook('onReady', async () => {
      const ports = await server.start();
      mediaHttpPort = ports.httpPort;
      rtmpPort = ports.rtmpPort;
    });
    // Before the HTTP server closes, which waits for open requests: the live players end here, so the
    // gateway's relays of them end too and nothing holds the shutdown.
    app.addHook('preClose', async () => {
      for (const stream of localStreams) stream.stop();
      await server.stop();
    });
  },
  { name: 'media', dependencies: ['play-signer', 'rooms', 'wallet'] },
);
