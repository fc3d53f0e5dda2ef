import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { quantile, textFrame } from '../src/write-cost/frame';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a `ws` client reads when a server writes `frames` straight to the TCP socket after the upgrade. */
async function readFrames(frames: Buffer[]): Promise<string[]> {
  const server = createServer();
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, tcp: Socket, head) => {
    sockets.handleUpgrade(request, tcp, head, () => {
      for (const frame of frames) tcp.write(frame);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const texts: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on('message', (data: Buffer) => {
      texts.push(data.toString());
      if (texts.length === frames.length) resolve();
    });
    client.on('error', reject);
  });
  client.terminate();
  sockets.close();
  server.close();
  return texts;
}

describe('the write-cost bench', () => {
  it('frames text as a server does, at every length encoding', async () => {
    const texts = ['ok', 'a'.repeat(125), 'b'.repeat(126), 'c'.repeat(70_000), '进球了'];
    expect(await readFrames(texts.map((text) => textFrame(Buffer.from(text))))).toEqual(texts);
  });

  it('reads a quantile by rank', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantile([5, 1, 4, 2, 3], 0.9)).toBe(5);
    expect(quantile([7], 0.1)).toBe(7);
  });

  it('writes every frame to every socket both ways and prints what one write costs', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/write-cost/main.ts', '--sockets', '40', '--rounds', '5', '--bytes', '300'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (exit) => resolve({ code: exit, output: text }));
    });
    expect(code, output).toBe(0);
    expect(output).toContain('write-cost: 40 sockets, 300 B frames, 5 rounds');
    expect(output).toContain('frames read: 400 of 400');
    for (const way of ['net.Socket.write', 'WebSocket.send']) {
      const figures = new RegExp(`${way.replace('.', '\\.')}\\):\\s+p50 ([\\d.]+) µs, p90 ([\\d.]+) µs`).exec(output);
      expect(figures, output).not.toBeNull();
      expect(Number(figures?.[1])).toBeGreaterThan(0);
    }
  }, 60_000);
});
