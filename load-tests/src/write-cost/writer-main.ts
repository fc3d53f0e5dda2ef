import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as turn } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import { textFrame, type MeasureCommand, type WriterReport } from './frame';

// The writer of the write-cost bench: a bare `ws` server that, when told, writes one frame to every
// socket it holds, round after round, and times each round.

const connections: { webSocket: WebSocket; tcp: Socket }[] = [];
const server = createServer();
const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false });
server.on('upgrade', (request, tcp: Socket, head) => {
  sockets.handleUpgrade(request, tcp, head, (webSocket) => connections.push({ webSocket, tcp }));
});

/** Resolves once everything written has left the process (the kernel took it). */
async function drained(): Promise<void> {
  await Promise.all(
    connections.map(({ tcp }) => (tcp.writableLength === 0 ? undefined : new Promise<void>((resolve) => tcp.once('drain', () => resolve())))),
  );
  await turn();
}

async function measure(command: MeasureCommand): Promise<WriterReport> {
  const text = `42["channel.batch",${JSON.stringify('x'.repeat(Math.max(0, command.bytes - 24)))}]`;
  const frame = textFrame(Buffer.from(text));
  const raw: number[] = [];
  const viaWs: number[] = [];
  for (let round = 0; round < command.rounds; round += 1) {
    let began = process.hrtime.bigint();
    for (const { tcp } of connections) tcp.write(frame);
    raw.push(Number(process.hrtime.bigint() - began) / 1_000 / connections.length);
    await drained();
    began = process.hrtime.bigint();
    for (const { webSocket } of connections) webSocket.send(text);
    viaWs.push(Number(process.hrtime.bigint() - began) / 1_000 / connections.length);
    await drained();
  }
  return { type: 'measured', sockets: connections.length, raw, viaWs };
}

process.on('message', (message: MeasureCommand) => {
  if (message.type === 'measure') void measure(message).then((report) => process.send?.(report));
});
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'listening', port: typeof address === 'object' && address !== null ? address.port : 0 });
});
