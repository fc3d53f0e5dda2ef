import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPatch, diffState, type Patch, type SubscribeReply } from '@portal/contracts';
import { LeanSocketIo } from '../src/client/lean-socket';
import type { ReceivedPatch } from '../src/client/wire';

const CHANNEL = 'match:football:1001';

/** A socket.io server with the gateway's channel events, driven by the test. */
function channelServer(options: { pingInterval?: number; pingTimeout?: number } = {}) {
  let state: unknown = { id: 1001, homeScore: 0, awayScore: 0, stats: { home: { corners: 0 } }, incidents: [] as unknown[] };
  let seq = 3;
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'], ...options });
  io.on('connection', (socket) => {
    socket.on('channel.subscribe', (request: { channel: string }, ack: (reply: SubscribeReply) => void) => {
      if (request.channel !== CHANNEL) return ack({ ok: false, message: '未知频道' });
      void socket.join(CHANNEL);
      ack({ ok: true, channel: CHANNEL, seq, snapshot: state });
    });
  });
  return {
    http,
    io,
    /** Publishes the states as the gateway does in one turn: their patches in one `channel.batch` frame. */
    publish(nexts: Array<{ next: unknown; sourceTs?: number }>) {
      const patches = nexts.map(({ next, sourceTs }) => {
        seq += 1;
        const patch: Patch = { channel: CHANNEL, seq, ops: diffState(state, next) };
        if (sourceTs !== undefined) patch.sourceTs = sourceTs;
        state = next;
        return patch;
      });
      io.to(CHANNEL).emit('channel.batch', patches);
      return patches;
    },
    get state() {
      return state;
    },
  };
}

describe('the lean socket.io client', () => {
  let server: ReturnType<typeof channelServer>;
  let url: string;
  let reference: Socket | undefined;
  let lean: LeanSocketIo | undefined;

  beforeEach(async () => {
    server = channelServer();
    await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    reference?.disconnect();
    lean?.close();
    await new Promise((resolve) => server.io.close(resolve));
  });

  it('gets the same answers and patches as socket.io-client, frame by frame', async () => {
    const seen = { lean: [] as { patch: ReceivedPatch; bytes: number }[], reference: [] as Patch[] };
    lean = new LeanSocketIo(url, { onPatch: (patch, bytes) => seen.lean.push({ patch, bytes }), onClose: () => undefined });
    await lean.open();
    reference = connectClient(url, { transports: ['websocket'], forceNew: true });
    reference.on('channel.batch', (patches: Patch[]) => seen.reference.push(...patches));

    const leanAnswer = JSON.parse(await lean.request('channel.subscribe', { channel: CHANNEL })) as SubscribeReply;
    const referenceAnswer = (await reference.emitWithAck('channel.subscribe', { channel: CHANNEL })) as SubscribeReply;
    expect(leanAnswer).toEqual(referenceAnswer);
    expect(leanAnswer.ok).toBe(true);

    const refusedLean = JSON.parse(await lean.request('channel.subscribe', { channel: 'room:1' })) as SubscribeReply;
    const refusedReference = (await reference.emitWithAck('channel.subscribe', { channel: 'room:1' })) as SubscribeReply;
    expect(refusedLean).toEqual(refusedReference);
    expect(refusedLean).toEqual({ ok: false, message: '未知频道' });

    const states = [
      { id: 1001, homeScore: 1, awayScore: 0, stats: { home: { corners: 0 } }, incidents: [{ id: 'a', kind: 'goal' }] },
      { id: 1001, homeScore: 1, awayScore: 0, stats: { home: { corners: 1 } }, incidents: [{ id: 'a', kind: 'goal' }] },
      { id: 1001, homeScore: 1, awayScore: 1, stats: { home: { corners: 1 } }, incidents: [{ id: 'a', kind: 'goal' }, { id: 'b', kind: 'goal', note: '"seq":9' }] },
    ];
    const frames = [
      server.publish([{ next: states[0], sourceTs: 1_700_000_000_000 }]),
      server.publish([{ next: states[1] }, { next: states[2], sourceTs: 1_700_000_000_002 }]),
    ];

    await expect.poll(() => seen.lean.length).toBe(states.length);
    await expect.poll(() => seen.reference.length).toBe(states.length);

    expect(seen.lean.map(({ patch }) => patch)).toEqual(
      seen.reference.map((patch) => ({ channel: patch.channel, seq: patch.seq, sourceTs: patch.sourceTs, stormSentAt: undefined })),
    );
    // A frame's wire bytes are shared among its patches.
    let at = 0;
    for (const frame of frames) {
      const payload = Buffer.byteLength(`42${JSON.stringify(['channel.batch', frame])}`);
      const shares = seen.lean.slice(at, at + frame.length).reduce((sum, { bytes }) => sum + bytes, 0);
      expect(shares).toBeCloseTo(payload + (payload < 126 ? 2 : 4));
      at += frame.length;
    }
    expect(seen.reference.reduce((state, patch) => applyPatch(state, patch.ops), leanAnswer.ok ? leanAnswer.snapshot : undefined)).toEqual(server.state);
  });

  it('answers the server’s pings, so the connection outlives the ping timeout', async () => {
    await new Promise((resolve) => server.io.close(resolve));
    server = channelServer({ pingInterval: 100, pingTimeout: 200 });
    const io = server.io;
    const closed = { lean: false };
    await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
    let pings = 0;
    io.on('connection', (socket) => socket.conn.on('packet', (packet: { type: string }) => (pings += packet.type === 'pong' ? 1 : 0)));
    lean = new LeanSocketIo(url, { onPatch: () => undefined, onClose: () => (closed.lean = true) });
    await lean.open();
    await expect.poll(() => pings, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
    expect(closed.lean).toBe(false);
  });
});
