import type { Patch } from '@portal/contracts';
import * as ws from 'ws';
import type { PortalServer, PortalSocket } from './socket-types';
import { framesWritten } from '../../metrics/counters';

/** The parts of engine.io's connection and of `ws` that tell whether a frame may go straight to the TCP socket. */
type Connection = {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: { readyState: number; _sender?: { _state: number; _queue: unknown[] }; _socket?: { writableLength: number; write(frame: Buffer): boolean } };
  };
};

type FrameOptions = { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean };
/** `ws` frames data the way it writes it (its types leave the sender out). */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

/** `ws`'s sender state when it holds nothing back (not compressing, not reading a blob). */
const SENDER_IDLE = 0;

/** The TCP socket of a connection on which nothing waits to be written before a new frame; undefined when something may. */
function idleStream(socket: PortalSocket) {
  const connection = socket.conn as unknown as Connection;
  const { transport } = connection;
  if (connection.readyState !== 'open' || connection.upgrading || connection.writeBuffer.length > 0) return undefined;
  if (transport.name !== 'websocket' || !transport.writable) return undefined;
  const webSocket = transport.socket;
  if (webSocket?.readyState !== 1 || webSocket._sender?._state !== SENDER_IDLE || webSocket._sender._queue.length > 0) return undefined;
  const stream = webSocket._socket;
  return stream !== undefined && stream.writableLength === 0 ? stream : undefined;
}

/** Writes `patches` as one `channel.batch` event to each of `socketIds`. */
export type BatchWriter = (socketIds: Iterable<string>, patches: Patch[]) => void;

/**
 * Writes a `channel.batch` event to many sockets at the cost of one encoding: the socket.io packet
 * and its WebSocket frame are made once, and the frame is written straight to each socket's TCP
 * stream, past the per-socket queues of socket.io, engine.io and `ws` that a broadcast goes
 * through. That is only done where those queues are empty, so the frame keeps its place after
 * everything sent to the socket before; any other socket (one still on long-polling, or with a
 * write of its own pending) gets the event the ordinary way, in the same order.
 *
 * A frame written this way is not kept for socket.io's connection-state recovery: a client that
 * comes back asks its channels to resync from their last sequence numbers, as after any gap.
 */
export function createBatchWriter(io: PortalServer): BatchWriter {
  const sockets = io.of('/').sockets;
  return (socketIds: Iterable<string>, patches: Patch[]): void => {
    let frame: Buffer | undefined;
    let written = 0;
    const others: string[] = [];
    for (const id of socketIds) {
      const socket = sockets.get(id);
      if (socket === undefined) continue;
      const stream = idleStream(socket);
      if (stream === undefined) {
        others.push(id);
        continue;
      }
      // "4": an engine.io message; "2": a socket.io event, on the main namespace.
      frame ??= Buffer.concat(
        Sender.frame(Buffer.from(`42${JSON.stringify(['channel.batch', patches])}`), {
          fin: true,
          rsv1: false,
          opcode: 1,
          mask: false,
          readOnly: false,
        }),
      );
      stream.write(frame);
      written += 1;
    }
    if (others.length > 0) io.local.to(others).emit('channel.batch', patches);
    framesWritten.inc(written + others.length);
  };
}
