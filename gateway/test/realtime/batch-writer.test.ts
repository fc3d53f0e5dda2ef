import type { Patch } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchWriter } from '../../src/realtime/channels/batch-writer';
import type { PortalServer } from '../../src/realtime/channels/socket-types';
import { type SocketServer, startSocketServer } from './socket-server';

const patch = (seq: number): Patch => ({ channel: 'match:football:1', seq, ops: [{ op: 'set', path: ['home', 'name'], value: `主队 ${seq} "<b>"` }] });

describe('the batch writer', () => {
  let server: SocketServer;
  let io: PortalServer;

  /** A client on `transport`, and what it receives in order: batches as their patches' numbers, other events by name. */
  const client = async (transport: 'websocket' | 'polling') => {
    const socket = server.client(transport);
    const got: (number[] | string)[] = [];
    let wanted = 0;
    let reached = () => {};
    socket.onAny((event: string, ...args: unknown[]) => {
      got.push(event === 'channel.batch' ? (args[0] as Patch[]).map((one) => one.seq) : event);
      if (got.length >= wanted) reached();
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return {
      id: socket.id!,
      socket,
      got,
      /** Resolves once `count` events arrived. */
      until: (count: number) =>
        new Promise<void>((resolve) => {
          wanted = count;
          reached = resolve;
          if (got.length >= count) resolve();
        }),
    };
  };

  beforeAll(async () => {
    server = await startSocketServer();
    io = server.io;
  });
  afterAll(() => server.close());

  it('delivers the same event a socket.io emit does, text intact, to sockets on WebSocket and on long-polling', async () => {
    const write = createBatchWriter(io);
    const onWebSocket = await client('websocket');
    const onPolling = await client('polling');
    const received = new Promise<Patch[]>((resolve) => onWebSocket.socket.once('channel.batch', resolve));

    write([onWebSocket.id, onPolling.id, 'gone'], [patch(1), patch(2)]);

    expect(await received).toEqual([patch(1), patch(2)]);
    await Promise.all([onWebSocket.until(1), onPolling.until(1)]);
    expect(onWebSocket.got).toEqual([[1, 2]]);
    expect(onPolling.got).toEqual([[1, 2]]);
  });

  it('keeps the order of what was sent to a socket the ordinary way before and after', async () => {
    const write = createBatchWriter(io);
    const viewer = await client('websocket');
    // An event of no channel, as a feature would send one the ordinary way.
    const socket = io.sockets.sockets.get(viewer.id)! as unknown as { emit(event: string): boolean };

    // The first emit is written at once; the second waits in engine.io's queue until that write is done.
    socket.emit('notice.before');
    socket.emit('notice.queued');
    write([viewer.id], [patch(3)]);
    write([viewer.id], [patch(4)]);
    socket.emit('notice.after');
    await new Promise((resolve) => setImmediate(resolve));
    write([viewer.id], [patch(5)]);

    await viewer.until(6);
    expect(viewer.got).toEqual(['notice.before', 'notice.queued', [3], [4], 'notice.after', [5]]);
  });
});
