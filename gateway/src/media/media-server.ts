import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { acceptRtmp, type FlvPlayer, type Ingest, type PublishDecision, isBroadcasting, onPublishEnded, playBroadcast, quietNodeMediaServer, recordIngest } from './node-media-server';
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

/**
 * node-media-server's RTMP sessions and broadcasts, with the portal's rules around them: a publish
 * is admitted only with the room's key (checked before any of its packets reach viewers), every
 * admitted session is recorded, and viewers need a signed, unexpired play address.
 */
export function createMediaServer(options: MediaServerOptions): MediaServer {
  const { signer, log } = options;
  quietNodeMediaServer();
  const sockets = new Set<net.Socket>();
  const players = new Set<FlvPlayer>();
  const endOf = new WeakMap<FlvPlayer, () => void>();
  const publishing = new Map<number, Ingest>();

  const startRecording = async (roomId: number, ingest: Ingest) => {
    const filePath = path.join(options.recordDir, `room-${roomId}-${options.now()}.flv`);
    await mkdir(options.recordDir, { recursive: true });
    recordIngest(ingest, filePath, ({ startedAt, endedAt }) => {
      const { width, height } = ingest.videoSize();
      options.recorded({ roomId, filePath, startedAt, endedAt: endedAt || options.now(), width, height });
    });
  };

  const decidePublish = (ingest: Ingest, decision: PublishDecision) => {
    const reject = (reason: string) => {
      log.warn(`publish to ${ingest.streamPath} refused: ${reason}`);
      decision.reject(reason);
    };
    const roomId = roomIdOf(ingest.streamApp, ingest.streamName);
    if (roomId === undefined) return reject('no such stream path');
    options
      .admit(roomId, ingest.queryValue('key'))
      .then(async (admitted) => {
        if (ingest.socket.destroyed) return;
        if (!admitted) return reject('wrong key or room closed');
        if (publishing.has(roomId)) return reject('room already has a publisher');
        // The portal keeps its own grace before a room goes off air; the stream itself ends at once.
        const started = await decision.admit(async () => {
          publishing.set(roomId, ingest);
          await startRecording(roomId, ingest);
        });
        if (started) options.publishStarted(roomId);
      })
      .catch((error: unknown) => {
        log.warn(`publish admission failed: ${String(error)}`);
        ingest.socket.destroy();
      });
  };

  // RTMP play takes the same signed address as HTTP-FLV: rtmp://host/live/<roomId>?expires=…&sign=….
  const allowPlay = (ingest: Ingest): boolean => {
    const roomId = roomIdOf(ingest.streamApp, ingest.streamName);
    const allowed = roomId !== undefined && signer.verify(roomId, Number(ingest.queryValue('expires')), ingest.queryValue('sign'), options.now());
    if (!allowed) log.warn(`RTMP play of ${ingest.streamPath} refused: address expired or forged`);
    return allowed;
  };

  const rtmpServer = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const ingest = acceptRtmp(socket, MAX_PACKETS_BEFORE_ADMISSION, decidePublish, allowPlay);
    socket.on('close', () => {
      for (const [roomId, publisher] of publishing) {
        if (publisher !== ingest) continue;
        publishing.delete(roomId);
        options.publishStopped(roomId);
      }
    });
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
    if (!isBroadcasting(streamPath) || !publishing.has(roomId)) return { status: 404 };
    return { streamPath };
  };

  /** Starts feeding a player; answers its detach, which is safe to call more than once. */
  const play = (streamPath: string, address: string, write: (buffer: Buffer) => void, end: () => void): (() => void) => {
    const player = playBroadcast(streamPath, address, write, end);
    if (!player) return () => {};
    players.add(player);
    endOf.set(player, end);
    return () => {
      players.delete(player);
      player.detach();
    };
  };

  const httpServer = http.createServer((request, response) => {
    const resolved = request.method === 'GET' || request.method === 'HEAD' ? resolvePlay(request.url) : { status: 404 as const };
    if ('status' in resolved) {
      response.writeHead(resolved.status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(resolved.status === 403 ? 'play address expired or forged' : 'not on air');
      return;
    }
    response.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    if (request.method === 'HEAD') return void response.end();
    const address = `${request.socket.remoteAddress}:${request.socket.remotePort}`;
    const detach = play(resolved.streamPath, address, (buffer) => response.write(buffer), () => response.end());
    response.on('close', detach);
  });
  httpServer.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const wsServer = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (request, socket, head) => {
    const resolved = resolvePlay(request.url);
    if ('status' in resolved) {
      socket.end(`HTTP/1.1 ${resolved.status} ${resolved.status === 403 ? 'Forbidden' : 'Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wsServer.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const address = `${request.socket.remoteAddress}:${request.socket.remotePort}`;
      const detach = play(resolved.streamPath, address, (buffer) => ws.send(buffer), () => ws.close());
      ws.on('close', detach);
      ws.on('error', detach);
    });
  });

  // A stream that ends ends its players too, so they see the end and reconnect.
  const endPlayers = (streamPath: string) => {
    for (const player of [...players]) {
      if (player.streamPath !== streamPath) continue;
      players.delete(player);
      player.detach();
      endOf.get(player)?.();
    }
  };
  let stopListening: (() => void) | undefined;

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
      stopListening = onPublishEnded(endPlayers);
      const rtmpPort = await listen(rtmpServer, options.rtmpPort);
      const httpPort = await listen(httpServer, options.httpPort);
      log.info(`media server: RTMP on ${options.host}:${rtmpPort}, HTTP-FLV and WS-FLV on ${options.host}:${httpPort}`);
      return { rtmpPort, httpPort };
    },
    async stop() {
      stopListening?.();
      for (const player of [...players]) endOf.get(player)?.();
      for (const ws of wsServer.clients) ws.terminate();
      for (const socket of sockets) socket.destroy();
      await Promise.all([closeServer(rtmpServer), closeServer(httpServer)]);
    },
    publishingRooms: () => [...publishing.keys()],
  };
}
