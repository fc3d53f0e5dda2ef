import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { channelsOf, followUpstream } from './baseline-feed';

// The floor: a bare `ws` server. Each upstream event becomes one frame per channel, serialised
// once and written as the same buffer to every subscriber. No state, no diff, no socket.io.

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

const feed = await followUpstream(upstreamUrl, (event, raw) => {
  for (const channel of channelsOf(event)) {
    const entry = room(channel);
    entry.seq += 1;
    const frame = Buffer.from(`{"channel":"${channel}","seq":${entry.seq},"event":${raw},"sourceTs":${event.sourceTs}}`);
    for (const socket of entry.sockets) socket.send(frame, { binary: false });
  }
});

server.listen(Number(portText), '127.0.0.1', () => process.send?.({ type: 'ready' }));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  feed.close();
  for (const socket of wss.clients) socket.terminate();
  server.close(() => process.exit(0));
});
