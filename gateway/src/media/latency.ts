// Loopback delay from publisher to HTTP-FLV viewer: `npm run media:latency -w @portal/gateway [-- seconds]`.
// Each media tag's FLV timestamp is noted with the wall clock as the RTMP publisher sends it; the
// viewer reads the same timestamp off the HTTP-FLV stream and the difference is the delay.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishFlv } from './flv-publisher';
import { createMediaServer } from './media-server';
import { createPlaySigner, signedPlayPath } from './play-signature';
import { DEMO_VIDEO, shippedMediaDir } from './index';

const seconds = Number(process.argv[2] ?? 20);
const roomId = 1;
const key = 'latency-key';
const signer = createPlaySigner('latency measurement only, not a real secret');
const recordDir = await mkdtemp(path.join(tmpdir(), 'media-latency-'));
const server = createMediaServer({
  host: '127.0.0.1',
  rtmpPort: 0,
  httpPort: 0,
  recordDir,
  signer,
  now: Date.now,
  admit: async (_room, given) => given === key,
  publishStarted() {},
  publishStopped() {},
  recorded() {},
  log: { info() {}, warn: (message) => console.warn(message) },
});
const ports = await server.start();

const sentAt = new Map<number, number>();
const publish = await publishFlv({
  url: `rtmp://127.0.0.1:${ports.rtmpPort}/live/${roomId}`,
  key,
  file: await readFile(path.join(shippedMediaDir, DEMO_VIDEO)),
  loop: true,
  sent: (timestamp, wallClock) => {
    if (!sentAt.has(timestamp)) sentAt.set(timestamp, wallClock);
  },
});

const delays: number[] = [];
let firstByteMs = 0;
const requestedAt = Date.now();
const viewer = http.get(`http://127.0.0.1:${ports.httpPort}${signedPlayPath(signer, roomId, Date.now() + 3_600_000)}`, (response) => {
  let pending = Buffer.alloc(0);
  let offset = 13;
  response.on('data', (chunk: Buffer) => {
    const now = Date.now();
    if (!firstByteMs) firstByteMs = now - requestedAt;
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= offset + 11) {
      const size = pending.readUIntBE(offset + 1, 3);
      if (pending.length < offset + 11 + size + 4) break;
      const type = pending[offset]!;
      const timestamp = (pending.readUIntBE(offset + 4, 3) | (pending[offset + 7]! << 24)) >>> 0;
      const sent = sentAt.get(timestamp);
      // Tags replayed from the GOP cache at join time were sent before the viewer came; leave them out.
      if ((type === 8 || type === 9) && sent !== undefined && sent >= requestedAt) delays.push(now - sent);
      offset += 11 + size + 4;
    }
    pending = pending.subarray(offset);
    offset = 0;
  });
});

await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
viewer.destroy();
publish.stop();
await server.stop();
await rm(recordDir, { recursive: true, force: true });

delays.sort((a, b) => a - b);
const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? NaN;
console.log(`tags measured: ${delays.length} over ${seconds} s; time to first byte ${firstByteMs} ms`);
console.log(`publisher -> HTTP-FLV delay (ms): min ${at(0)}  p50 ${at(0.5)}  p90 ${at(0.9)}  p99 ${at(0.99)}  max ${delays[delays.length - 1]}`);
