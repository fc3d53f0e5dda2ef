import path from 'node:path';
import { parseArgs } from 'node:util';
import { isType, LOAD_TESTS_ROOT, nextMessage, placement, startNode } from '../run/processes';
import { quantile, type WriterReport } from './frame';

const usage = `npm run write-cost -w @portal/load-tests -- [--sockets N] [--bytes N] [--rounds N]

What one frame costs the server to write to one socket on this machine: a bare \`ws\` server on the
servers' core writes a frame to each of N loopback WebSocket clients (on the load core), round after
round, as a ready buffer to the TCP socket (what the gateway's batch writer does) and through
\`ws\`'s send. A list frame goes to every fan of the sport, so this cost times the fans is the
shortest a list's round of writes can take on one core.

  --sockets N   connections (default 2000)
  --bytes N     bytes of each frame's payload (default 1000, about a list window's patch)
  --rounds N    frames written to every socket, each way (default 200)
`;

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    bytes: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '200' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const whole = (name: 'sockets' | 'bytes' | 'rounds', least: number): number => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < least) {
    process.stderr.write(`--${name} must be a whole number of at least ${least}\n${usage}`);
    process.exit(2);
  }
  return value;
};
const sockets = whole('sockets', 1);
const bytes = whole('bytes', 32);
const rounds = whole('rounds', 1);

const where = placement();
const here = (file: string) => path.join(LOAD_TESTS_ROOT, 'src/write-cost', file);
const writer = startNode({ script: here('writer-main.ts'), cores: where.serverCores, where, ipc: true });
const reader = startNode({ script: here('reader-main.ts'), cores: where.loadCores, where, ipc: true });
try {
  const { port } = await nextMessage(writer.child, isType<{ type: 'listening'; port: number }>('listening'), 'writer listening', 30_000);
  reader.child.send({ type: 'open', url: `ws://127.0.0.1:${port}`, sockets });
  await nextMessage(reader.child, isType<{ type: 'open' }>('open'), 'readers connecting', 300_000);
  const counted = nextMessage(reader.child, isType<{ type: 'counted'; frames: number }>('counted'), 'readers counting', 600_000);
  reader.child.send({ type: 'count', expected: sockets * rounds * 2 });
  writer.child.send({ type: 'measure', rounds, bytes });
  const report = await nextMessage(writer.child, isType<WriterReport>('measured'), 'writer measuring', 600_000);
  const { frames } = await counted;
  const line = (samples: number[]) => `p50 ${quantile(samples, 0.5).toFixed(2)} µs, p90 ${quantile(samples, 0.9).toFixed(2)} µs`;
  const raw = quantile(report.raw, 0.5);
  process.stdout.write(
    [
      `write-cost: ${report.sockets} sockets, ${bytes} B frames, ${rounds} rounds; writer on core(s) ${where.serverCores || 'any'}, readers on core(s) ${where.loadCores || 'any'}`,
      `  a ready frame to one TCP socket (net.Socket.write): ${line(report.raw)}`,
      `  the same text through ws (WebSocket.send):          ${line(report.viaWs)}`,
      `  frames read: ${frames} of ${sockets * rounds * 2}`,
      `  at the p50, one frame to each of 10,000 sockets takes ${((raw * 10_000) / 1_000).toFixed(0)} ms of the core, and 5 frames a second to each fan fill it at ${Math.floor(1_000_000 / (5 * raw)).toLocaleString('en')} fans`,
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([writer.stop(), reader.stop()]);
}
