import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlayAddresses } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { rooms } from '../db/schema';
import type { HighlightPurchases } from '../wallet/highlight-purchases';
import { withKeyframeIndex } from './flv';
import { type FlvPublish, publishFlv } from './flv-publisher';
import { createMediaServer, type MediaServer, type RecordedSession } from './media-server';
import { createOnAirTracker, publishAdmission, type RoomAirTime, realSchedule, type Schedule } from './on-air';
import { createPlaySigner, signedPlayPath } from './play-signature';
import { createReplayRepository } from './replays';
import { mediaRoutes } from './routes';
import { createStreamKeyRepository } from './stream-keys';
import { createVideoFiles } from './video-files';

export type { RoomAirTime } from './on-air';

/** The demo video and highlight the repo ships (gateway/media). */
export const shippedMediaDir = fileURLToPath(new URL('../../media', import.meta.url));
export const DEMO_VIDEO = 'demo.flv';
export const DEMO_HIGHLIGHT_VIDEO = 'demo-highlight.mp4';

export type MediaDependencies = {
  /** The rooms' side of publishing: who may publish, and who is on air (the room service, unless a test gives its own). */
  roomAirTime?: RoomAirTime;
  /** Timer for the off-air grace; tests fire it by hand. */
  mediaSchedule?: Schedule;
  /** Who bought which paid highlight, and buying one: the wallet's, unless a test gives its own. */
  highlightPurchases?: HighlightPurchases;
};

export type Media = {
  /** Signed play addresses of a room (interfaces.md seam 1/4); same-origin HTTP-FLV, WS-FLV on the media host. */
  playAddresses(roomId: number): PlayAddresses;
  /** Registers the routes and, when embedded, runs the media server and demo streams with the app. */
  register(app: FastifyInstance): Promise<void>;
};

export function createMedia(
  config: Config,
  db: Db,
  dependencies: MediaDependencies & { roomAirTime: RoomAirTime; highlightPurchases: HighlightPurchases },
): Media {
  const secret = config.media.secret ?? config.authSecret ?? randomBytes(32).toString('hex');
  const signer = createPlaySigner(secret);
  const streamKeys = createStreamKeyRepository(db);
  const purchases = dependencies.highlightPurchases;
  const replays = createReplayRepository(db, purchases);
  const recordDir = path.join(config.dataDir, 'recordings');
  const videos = createVideoFiles([recordDir, shippedMediaDir]);
  let mediaHttpPort = config.media.httpPort;

  const playAddresses = (roomId: number): PlayAddresses => {
    const expiresAt = Date.now() + config.media.playTtlSeconds * 1000;
    const signed = signedPlayPath(signer, roomId, expiresAt);
    return { httpFlv: `/media${signed}`, wsFlv: `${config.media.publicWsUrl}${signed}`, expiresAt };
  };

  const register = async (app: FastifyInstance) => {
    await app.register(mediaRoutes, {
      db,
      streamKeys,
      replays,
      videos,
      publicRtmpUrl: config.media.publicRtmpUrl,
      mediaOrigin: () => `http://${config.media.host}:${mediaHttpPort}`,
      buyHighlight: purchases.buy,
    });
    if (!config.media.embedded) return;

    const log = app.log.child({ component: 'media' });
    const { roomAirTime } = dependencies;
    const onAir = createOnAirTracker(roomAirTime, config.media.offAirGraceMs, dependencies.mediaSchedule ?? realSchedule, (error) =>
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
      signer,
      now: Date.now,
      admit: publishAdmission(streamKeys, roomAirTime),
      publishStarted: (roomId) => void onAir.publishStarted(roomId).catch((error: unknown) => log.error({ err: error, roomId }, 'could not mark the room on air')),
      publishStopped: (roomId) => onAir.publishStopped(roomId),
      recorded: (session) => void finishRecording(session).catch((error: unknown) => log.error({ err: error }, 'could not store the recording')),
      log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
    });

    const demoStreams: FlvPublish[] = [];
    app.addHook('onReady', async () => {
      const ports = await server.start();
      mediaHttpPort = ports.httpPort;
      if (config.media.demo) await startDemoStreams(ports.rtmpPort);
    });
    app.addHook('onClose', async () => {
      for (const stream of demoStreams) stream.stop();
      await server.stop();
    });

    // The demo rooms that are open go live from the shipped video, looping, as a real anchor would publish.
    const startDemoStreams = async (rtmpPort: number) => {
      const file = await readFile(path.join(shippedMediaDir, DEMO_VIDEO));
      const open = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.isLive, 1)).orderBy(rooms.id).limit(2);
      for (const { id } of open) {
        const key = await streamKeys.keyOf(id);
        publishFlv({ url: `rtmp://127.0.0.1:${rtmpPort}/live/${id}`, key, file, loop: true })
          .then((stream) => demoStreams.push(stream))
          .catch((error: unknown) => log.warn({ err: error, roomId: id }, 'demo stream refused'));
      }
    };
  };

  return { playAddresses, register };
}
