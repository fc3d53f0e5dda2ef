import { createServer } from 'node:http';
import { Server } from 'socket.io';
import type { FeedMatchSnapshot } from '@portal/contracts';
import { applyEvent } from '../upstream/match-day';
import { channelsOf, followUpstream } from './baseline-feed';

// The naive way: socket.io, the same events and channels as the gateway, but every change sends
// the whole match (to its match channel, and as the changed row to its live list), no diffs.

const [upstreamUrl = '', portText = '0'] = process.argv.slice(2);
const matches = new Map<number, FeedMatchSnapshot>();
const seqs = new Map<string, number>();

const snapshotOf = (channel: string): unknown => {
  const [kind, sport, id] = channel.split(':');
  if (kind === 'match') return matches.get(Number(id));
  if (kind === 'list') return { matches: Object.fromEntries([...matches].filter(([, match]) => match.sport === sport)) };
  return undefined;
};

const server = createServer();
const io = new Server(server, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  socket.on('channel.subscribe', (request: { channel: string }, ack: (reply: unknown) => void) => {
    const snapshot = snapshotOf(request.channel);
    if (snapshot === undefined) return ack({ ok: false, message: '未知频道' });
    void socket.join(request.channel);
    ack({ ok: true, channel: request.channel, seq: seqs.get(request.channel) ?? 0, snapshot });
  });
});

const feed = await followUpstream(upstreamUrl, (event) => {
  const match = matches.get(event.matchId);
  if (match === undefined) return;
  applyEvent(match, event);
  for (const channel of channelsOf(event)) {
    const seq = (seqs.get(channel) ?? 0) + 1;
    seqs.set(channel, seq);
    const path = channel.startsWith('list:') ? ['matches', String(match.id)] : [];
    io.to(channel).emit('channel.patch', { channel, seq, ops: [{ op: 'set', path, value: match }], sourceTs: event.sourceTs });
  }
});
for (const match of feed.live) matches.set(match.id, match);

server.listen(Number(portText), '127.0.0.1', () => process.send?.({ type: 'ready' }));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  feed.close();
  io.close(() => process.exit(0));
});
