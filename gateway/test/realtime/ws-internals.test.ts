import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ws from 'ws';
import { WebSocket, WebSocketServer } from 'ws';
import { describe, expect, it } from 'vitest';

// The batch writer (src/realtime/channels/batch-writer.ts) frames a message once with ws's Sender
// and writes it straight to each socket whose sender holds nothing back, reading the sender's
// private `_state` and `_queue` and the connection's `_socket`. When an upgrade moves or renames
// any of them, this test names what changed.

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('ws/package.json'));

type Internals = { _sender?: { _state: unknown; _queue: unknown }; _socket?: { writableLength: unknown; write: unknown } };

describe('ws internals the batch writer uses', () => {
  it('is the exact version pinned in package.json', async () => {
    const installed = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
    const gateway = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    expect(gateway.dependencies.ws).toBe(installed.version);
  });

  it('frames data with Sender.frame as the bytes of one unmasked text frame', () => {
    const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
    const frame = Buffer.concat(Sender.frame(Buffer.from('42["x"]'), { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: false }));
    expect([...frame.subarray(0, 2)]).toEqual([0x81, 7]);
    expect(frame.subarray(2).toString()).toBe('42["x"]');
  });

  it("keeps an open connection's sender idle at state 0 with an empty queue, and its TCP socket writable", async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    const accepted = once(server, 'connection') as Promise<[WebSocket]>;
    const { port } = server.address() as { port: number };
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const [socket] = await accepted;
    await once(client, 'open');
    try {
      const internals = socket as unknown as Internals;
      expect(internals._sender?._state).toBe(0);
      expect(internals._sender?._queue).toEqual([]);
      expect(internals._socket?.writableLength).toBe(0);
      expect(typeof internals._socket?.write).toBe('function');
    } finally {
      client.close();
      await once(client, 'close');
      server.close();
    }
  });
});
