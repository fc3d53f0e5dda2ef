import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type AVPacket from 'node-media-server/src/core/avpacket.js';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import BaseSession from 'node-media-server/src/session/base_session.js';
import NodeRecordSession from 'node-media-server/src/session/record_session.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import { type WebSocket, WebSocketServer } from 'ws';
import type { PlaySigner } from './play-signature';

/** The RTMP application anchors publish to: rtmp://host:port/live/<roomId>?key=<secret>. */
export const RTMP_APP = 'live';

/** Packets held while a publish waits for its key check; a publisher sending more is dropped. */
const MAX_PACKETS_BEFORE_ADMISSION = 2_000;

/** A finished recording of one live session, as written by the media server. */
export type RecordedSession = {
  roomId: number;
  filePath: string;
  startedAt: number;
  endedAt: number;
  width: number;
  height: number;
};

export type MediaServerOptions = {
  host: string;
  rtmpPort: number;
  httpPort: number;
  /** Live sessions are recorded as FLV files here. */
  recordDir: string;
  signer: PlaySigner;
  now: () => number;
  /** Whether this key may publish to this room now (right key, room open). */
  admit(roomId: number, key: string): Promise<boolean>;
  publishStarted(roomId: number): void;
  publishStopped(roomId: number): void;
  /** Called once the recording's file is closed. */
  recorded(session: RecordedSession): void;
  log: { info(message: string): void; warn(message: string): void };
};

export type MediaServer = {
  /** Listens on both ports; answers the ports bound (useful with port 0). */
  start(): Promise<{ rtmpPort: number; httpPort: number }>;
  stop(): Promise<void>;
  /** Rooms a stream is being received for right now. */
  publishingRooms(): number[];
};

const streamPathOf = (roomId: number) => `/${RTMP_APP}/${roomId}`;

function roomIdOf(streamApp: string, streamName: string): number | undefined {
  if (streamApp !== RTMP_APP || !/^[1-9]\d{0,9}$/.test(streamName)) return undefined;
  return Number(streamName);
}

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A viewer of HTTP-FLV or WS-FLV, fed by node-media-server's broadcast of the stream. */
class FlvViewer extends BaseSession {
  constructor(
    streamPath: string,
    address: string,
    write: (buffer: Buffer) => void,
    readonly end: () => void,
  ) {
    super();
    this.protocol = 'flv';
    this.streamApp = RTMP_APP;
    this.streamPath = streamPath;
    this.streamName = streamPath.split('/')[2] ?? '';
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
 * node-media-server's RTMP sessions and broadcasts, with the portal's rules around them: a publish
 * is admitted only with the room's key (checked before any of its packets reach viewers), every
 * admitted session is recorded, and viewers need a signed, unexpired play address.
 */
export function createMediaServer(options: MediaServerOptions): MediaServer {
  const { signer, log } = options;
  nmsLogger.level = 'error';
  const sockets = new Set<net.Socket>();
  const viewers = new Set<FlvViewer>();
  const publishing = new Map<number, RtmpSession>();

  const reject = (session: RtmpSession, reason: string) => {
    log.warn(`publish to ${session.streamPath} refused: ${reason}`);
    session.rtmp.sendStatusMessage(session.rtmp.streamId, 'error', 'NetStream.Publish.Rejected', reason);
    session.socket.end();
    setTimeout(() => session.socket.destroy(), 1_000).unref();
  };

  const startRecording = async (roomId: number, publisher: RtmpSession) => {
    const filePath = path.join(options.recordDir, `room-${roomId}-${options.now()}.flv`);
    await mkdir(options.recordDir, { recursive: true });
    const recording = new NodeRecordSession(publisher, filePath);
    recording.run();
    const onDone = (done: BaseSession) => {
      if (done !== recording) return;
      Context.eventEmitter.off('doneRecord', onDone);
      options.recorded({
        roomId,
        filePath,
        startedAt: recording.createTime,
        endedAt: recording.endTime || options.now(),
        width: publisher.videoWidth || 0,
        height: publisher.videoHeight || 0,
      });
    };
    Context.eventEmitter.on('doneRecord', onDone);
  };

  const admitPublisher = (session: RtmpSession) => {
    const publish = session.rtmp.onPushCallback;
    const forward = session.rtmp.onPacketCallback;
    const respond = session.rtmp.respondPublish.bind(session.rtmp);
    session.rtmp.respondPublish = () => {};
    session.rtmp.onPushCallback = () => {
      const held: AVPacket[] = [];
      session.rtmp.onPacketCallback = (packet) => {
        held.push(packet);
        if (held.length > MAX_PACKETS_BEFORE_ADMISSION) session.socket.destroy();
      };
      const roomId = roomIdOf(session.streamApp, session.streamName);
      if (roomId === undefined) return reject(session, 'no such stream path');
      const key = firstValue(session.streamQuery.key);
      options
        .admit(roomId, key)
        .then(async (admitted) => {
          if (session.socket.destroyed) return;
          if (!admitted) return reject(session, 'wrong key or room closed');
          if (publishing.has(roomId)) return reject(session, 'room already has a publisher');
          respond();
          publish();
          if (!session.isPublisher) return;
          // The portal keeps its own grace before a room goes off air; the stream itself ends at once.
          session.broadcast.publishGraceMs = 0;
          publishing.set(roomId, session);
          await startRecording(roomId, session);
          session.rtmp.onPacketCallback = forward;
          for (const packet of held) forward(packet);
          options.publishStarted(roomId);
        })
        .catch((error: unknown) => {
          log.warn(`publish admission failed: ${String(error)}`);
          session.socket.destroy();
        });
    };
    session.socket.on('close', () => {
      for (const [roomId, publisher] of publishing) {
        if (publisher !== session) continue;
        publishing.delete(roomId);
        options.publishStopped(roomId);
      }
    });
  };

  const rtmpServer = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const session = new RtmpSession(socket);
    session.run();
    admitPublisher(session);
    Context.sessions.set(session.id, session);
  });

  /** The broadcast to play, or why not: 403 for a bad address, 404 when nothing is on air. */
  const resolvePlay = (url: string | undefined): { streamPath: string } | { status: 403 | 404 } => {
    const parsed = new URL(url ?? '/', 'http://media');
    const match = /^\/live\/([1-9]\d{0,9})\.flv$/.exec(parsed.pathname);
    if (!match) return { status: 404 };
    const roomId = Number(match[1]);
    const expiresAt = Number(parsed.searchParams.get('expires'));
    const sign = parsed.searchParams.get('sign') ?? '';
    if (!signer.verify(roomId, expiresAt, sign, options.now())) return { status: 403 };
    const streamPath = streamPathOf(roomId);
    if (!Context.broadcasts.get(streamPath)?.publisher || !publishing.has(roomId)) return { status: 404 };
    return { streamPath };
  };

  const attach = (viewer: FlvViewer) => {
    const broadcast = Context.broadcasts.get(viewer.streamPath);
    if (!broadcast) return viewer.end();
    viewers.add(viewer);
    (broadcast as unknown as { postPlay(session: BaseSession): string | null }).postPlay(viewer);
  };
  const detach = (viewer: FlvViewer) => {
    if (!viewers.delete(viewer)) return;
    (Context.broadcasts.get(viewer.streamPath) as unknown as { donePlay(session: BaseSession): void } | undefined)?.donePlay(viewer);
  };

  const httpServer = http.createServer((request, response) => {
    const play = request.method === 'GET' || request.method === 'HEAD' ? resolvePlay(request.url) : { status: 404 as const };
    if ('status' in play) {
      response.writeHead(play.status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(play.status === 403 ? 'play address expired or forged' : 'not on air');
      return;
    }
    response.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    if (request.method === 'HEAD') return void response.end();
    const viewer = new FlvViewer(play.streamPath, `${request.socket.remoteAddress}:${request.socket.remotePort}`, (buffer) => response.write(buffer), () => response.end());
    response.on('close', () => detach(viewer));
    attach(viewer);
  });
  httpServer.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const wsServer = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (request, socket, head) => {
    const play = resolvePlay(request.url);
    if ('status' in play) {
      socket.end(`HTTP/1.1 ${play.status} ${play.status === 403 ? 'Forbidden' : 'Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wsServer.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const viewer = new FlvViewer(play.streamPath, `${request.socket.remoteAddress}:${request.socket.remotePort}`, (buffer) => ws.send(buffer), () => ws.close());
      ws.on('close', () => detach(viewer));
      ws.on('error', () => detach(viewer));
      attach(viewer);
    });
  });

  // A stream that ends ends its viewers' responses too, so players see the end and reconnect.
  const endViewers = (publisher: BaseSession) => {
    for (const viewer of [...viewers]) {
      if (viewer.streamPath !== publisher.streamPath) continue;
      detach(viewer);
      viewer.end();
    }
  };

  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, fail) => {
      server.once('error', fail);
      server.listen(port, options.host, () => {
        server.off('error', fail);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const closeServer = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    async start() {
      Context.eventEmitter.on('donePublish', endViewers);
      const rtmpPort = await listen(rtmpServer, options.rtmpPort);
      const httpPort = await listen(httpServer, options.httpPort);
      log.info(`media server: RTMP on ${options.host}:${rtmpPort}, HTTP-FLV and WS-FLV on ${options.host}:${httpPort}`);
      return { rtmpPort, httpPort };
    },
    async stop() {
      Context.eventEmitter.off('donePublish', endViewers);
      for (const viewer of [...viewers]) viewer.end();
      for (const ws of wsServer.clients) ws.terminate();
      for (const socket of sockets) socket.destroy();
      await Promise.all([closeServer(rtmpServer), closeServer(httpServer)]);
    },
    publishingRooms: () => [...publishing.keys()],
  };
}
