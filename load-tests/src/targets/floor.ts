import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { channelsOf, followUpstream } from './baseline-feed';

/**
 * The floor: a bare `ws` server. Each upstream event becomes one frame per channel, serialised once
 * and written as the same buffer to every subscriber. No state, no diff, no socket.io.
 *
 * Batched, the frames of one event-loop turn go to each socket together, as one JSON array, like
 * the gateway's `channel.batch`, and sockets that hold the same of the turn's channels share one
 * encoded frame: what batching alone gives, to compare the gateway with like for like.
 */
export async function runFloor(batched: boolean): Promise<void> {
  const [upstreamUrl = '', portText = '0'] = process.argv.slice(2);
  const rooms = new Map<string, { seq: number; sockets: Set<WebSocket> }>();
  const room = (channel: string) => {
    let entry = rooms.get(channel);
    if (entry === undefined) {
      entry = { seq: 0, sockets: new Set() };
      rooms.set(channel, entry);
    }
    return entry;
  };

  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  wss.on('connection', (socket) => {
    const joined = new Set<string>();
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as { id: number; op: string; channel: string };
      const entry = room(request.channel);
      entry.sockets.add(socket);
      joined.add(request.channel);
      socket.send(JSON.stringify({ id: request.id, ok: true, channel: request.channel, seq: entry.seq }));
    });
    socket.on('close', () => {
      for (const channel of joined) rooms.get(channel)?.sockets.delete(socket);
    });
  });

  /** This turn's frames, as [channel, JSON text], in the order they were made (batched only). */
  let pending: Array<[string, string]> = [];
  const flush = () => {
    const frames = pending;
    pending = [];
    const channels = [...new Set(frames.map(([channel]) => channel))];
    const held = new Map<WebSocket, string[]>();
    for (const channel of channels) {
      for (const socket of rooms.get(channel)?.sockets ?? []) {
        const list = held.get(socket);
        if (list === undefined) held.set(socket, [channel]);
        else list.push(channel);
      }
    }
    const groups = new Map<string, { wanted: Set<string>; sockets: WebSocket[] }>();
    for (const [socket, heldChannels] of held) {
      const key = heldChannels.join('|');
      const group = groups.get(key) ?? { wanted: new Set(heldChannels), sockets: [] };
      group.sockets.push(socket);
      groups.set(key, group);
    }
    for (const { wanted, sockets } of groups.values()) {
      const frame = Buffer.from(`[${frames.filter(([channel]) => wanted.has(channel)).map(([, text]) => text).join(',')}]`);
      for (const socket of sockets) socket.send(frame, { binary: false });
    }
  };

  const feed = await followUpstream(upstreamUrl, (event, raw) => {
    for (const channel of channelsOf(event)) {
      const entry = room(channel);
      entry.seq += 1;
      const text = `{"channel":"${channel}","seq":${entry.seq},"event":${raw},"sourceTs":${event.sourceTs}}`;
      if (batched) {
        if (pending.length === 0) setImmediate(flush);
        pending.push([channel, text]);
      } else {
        const frame = Buffer.from(text);
        for (const socket of entry.sockets) socket.send(frame, { binary: false });
      }
    }
  });

  server.listen(Number(portText), '127.0.0.1', () => process.send?.({ type: 'ready' }));
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => {
    feed.close();
    for (const socket of wss.clients) socket.terminate();
    server.close(() => process.exit(0));
  });
}
