import type { Socket } from 'node:net';
import AVPacket from 'node-media-server/src/core/avpacket.js';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import { decodeAmf0Data } from 'node-media-server/src/protocol/amf.js';
import RtmpClient from 'node-media-server/src/protocol/rtmp_client.js';
import BaseSession from 'node-media-server/src/session/base_session.js';
import NodeRecordSession from 'node-media-server/src/session/record_session.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';

// The one file that reaches into node-media-server. Its public API (NodeMediaServer with events)
// cannot hold a publisher's packets until the portal admits it, nor feed viewers it authorised
// itself, so this adapter uses the library's sessions and broadcasts directly. The version is
// pinned exactly in package.json; test/media/node-media-server.test.ts fails when the internals
// used here change.

/** The node-media-server release this adapter is written against (pinned in package.json). */
export const NODE_MEDIA_SERVER_VERSION = '4.4.3';

export { AVPacket, RtmpClient, decodeAmf0Data };

/** Only node-media-server's errors reach the log; the portal logs its own events. */
export function quietNodeMediaServer(): void {
  nmsLogger.level = 'error';
}

/** An RTMP connection as the portal sees it: where it publishes to, and its socket. */
export type Ingest = {
  readonly socket: Socket;
  readonly streamApp: string;
  readonly streamName: string;
  readonly streamPath: string;
  /** The first value of a query parameter of the publish (`?key=`), or ''. */
  queryValue(name: string): string;
  /** The picture size of the stream's metadata; 0 while unknown. */
  videoSize(): { width: number; height: number };
};

/** The answer to a publish request whose packets are held meanwhile. */
export type PublishDecision = {
  /**
   * Answers the publish, starts the broadcast with no grace after it ends, runs `beforeRelease`
   * and then lets the held packets through. False when the session turned out not to publish.
   */
  admit(beforeRelease: () => Promise<void>): Promise<boolean>;
  /** Answers the publish as rejected and closes the connection. */
  reject(reason: string): void;
};

const sessionOf = new WeakMap<Ingest, RtmpSession>();

const ingestOf = (session: RtmpSession): Ingest => ({
  socket: session.socket,
  get streamApp() {
    return session.streamApp;
  },
  get streamName() {
    return session.streamName;
  },
  get streamPath() {
    return session.streamPath;
  },
  queryValue(name) {
    const value = session.streamQuery[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  },
  videoSize: () => ({ width: session.videoWidth || 0, height: session.videoHeight || 0 }),
});

/**
 * Runs an RTMP session on a new connection. A publish request is put to `publishRequested` with its
 * packets held; more than `maxHeld` of them before a decision closes the connection. A play request
 * is put to `playAllowed` first: refused, it gets NetStream.Play.Failed and the connection closes
 * before the session ever joins the broadcast.
 */
export function acceptRtmp(
  socket: Socket,
  maxHeld: number,
  publishRequested: (ingest: Ingest, decision: PublishDecision) => void,
  playAllowed: (ingest: Ingest) => boolean,
): Ingest {
  const session = new RtmpSession(socket);
  session.run();
  Context.sessions.set(session.id, session);
  const ingest = ingestOf(session);
  sessionOf.set(ingest, session);

  const play = session.rtmp.onPlayCallback;
  session.rtmp.onPlayCallback = () => {
    if (playAllowed(ingest)) return play();
    session.rtmp.sendStatusMessage(session.rtmp.streamId, 'error', 'NetStream.Play.Failed', 'play address expired or forged');
    socket.end();
    setTimeout(() => socket.destroy(), 1_000).unref();
  };
  const publish = session.rtmp.onPushCallback;
  const forward = session.rtmp.onPacketCallback;
  const respond = session.rtmp.respondPublish.bind(session.rtmp);
  session.rtmp.respondPublish = () => {};
  session.rtmp.onPushCallback = () => {
    const held: AVPacket[] = [];
    session.rtmp.onPacketCallback = (packet) => {
      // The parser reuses a chunk stream's payload buffer for its next message: a held packet keeps a copy.
      packet.data = Buffer.from(packet.data.subarray(0, packet.size));
      held.push(packet);
      if (held.length > maxHeld) socket.destroy();
    };
    publishRequested(ingest, {
      async admit(beforeRelease) {
        respond();
        publish();
        if (!session.isPublisher) return false;
        session.broadcast.publishGraceMs = 0;
        await beforeRelease();
        session.rtmp.onPacketCallback = forward;
        for (const packet of held) forward(packet);
        return true;
      },
      reject(reason) {
        session.rtmp.sendStatusMessage(session.rtmp.streamId, 'error', 'NetStream.Publish.Rejected', reason);
        socket.end();
        setTimeout(() => socket.destroy(), 1_000).unref();
      },
    });
  };
  return ingest;
}

/** When a recording started and ended, as node-media-server kept them. */
export type RecordingTimes = { startedAt: number; endedAt: number };

/** Records what `ingest` publishes into `filePath`; `done` is called once the file is closed. */
export function recordIngest(ingest: Ingest, filePath: string, done: (times: RecordingTimes) => void): void {
  const publisher = sessionOf.get(ingest);
  if (!publisher) throw new Error(`no RTMP session publishes ${ingest.streamPath}`);
  const recording = new NodeRecordSession(publisher, filePath);
  recording.run();
  const onDone = (finished: BaseSession) => {
    if (finished !== recording) return;
    Context.eventEmitter.off('doneRecord', onDone);
    done({ startedAt: recording.createTime, endedAt: recording.endTime });
  };
  Context.eventEmitter.on('doneRecord', onDone);
}

/** Calls `ended` with the stream path whenever a publish ends; answers the unsubscribe. */
export function onPublishEnded(ended: (streamPath: string) => void): () => void {
  const listener = (session: BaseSession) => ended(session.streamPath);
  Context.eventEmitter.on('donePublish', listener);
  return () => Context.eventEmitter.off('donePublish', listener);
}

/** Whether a publisher is broadcasting on `streamPath` right now. */
export function isBroadcasting(streamPath: string): boolean {
  return Boolean(Context.broadcasts.get(streamPath)?.publisher);
}

type Broadcast = { postPlay(session: BaseSession): string | null; donePlay(session: BaseSession): void };
const broadcastOf = (streamPath: string) => Context.broadcasts.get(streamPath) as unknown as Broadcast | undefined;

/** A player of a broadcast: FLV header, metadata, sequence headers, then every tag, written to it. */
export type FlvPlayer = {
  readonly streamPath: string;
  /** Stops feeding it; safe to call more than once. */
  detach(): void;
};

class FlvPlayerSession extends BaseSession {
  constructor(streamPath: string, address: string, write: (buffer: Buffer) => void, end: () => void) {
    super();
    this.protocol = 'flv';
    this.streamPath = streamPath;
    [, this.streamApp = '', this.streamName = ''] = streamPath.split('/');
    this.ip = address;
    // BaseSession defines these as instance fields, so they are replaced here rather than overridden.
    this.sendBuffer = (buffer: Buffer) => {
      this.outBytes += buffer.length;
      write(buffer);
    };
    this.close = end;
  }
}

/**
 * Feeds the broadcast on `streamPath` to a player through `write`; `end` ends the player. Answers
 * undefined (after calling `end`) when nothing broadcasts there.
 */
export function playBroadcast(streamPath: string, address: string, write: (buffer: Buffer) => void, end: () => void): FlvPlayer | undefined {
  const broadcast = broadcastOf(streamPath);
  if (!broadcast) {
    end();
    return undefined;
  }
  const session = new FlvPlayerSession(streamPath, address, write, end);
  let attached = true;
  broadcast.postPlay(session);
  return {
    streamPath,
    detach() {
      if (!attached) return;
      attached = false;
      broadcastOf(streamPath)?.donePlay(session);
    },
  };
}
