import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PAYLOAD_TOO_LARGE_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../accounts/support';

// A client that sends its body slowly, or not at all, is cut: it never holds a socket or a shutdown.

/** What the test waits for a body: short, so the cut is seen at once. */
const BODY_MS = 300;

let ctx: AccountsTestApp;
let port = 0;

/** Opens a connection and sends the request's head and the start of a body that never ends. */
function trickle(path: string, headers: Record<string, string> = {}): Promise<{ socket: Socket; answer: Promise<string>; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const head = Object.entries({ host: 'localhost', 'content-type': 'application/json', 'content-length': '100', ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n{`);
      let received = '';
      const answer = new Promise<string>((done) => {
        socket.on('data', (chunk) => {
          received += chunk.toString();
          if (received.includes('\r\n\r\n') && received.includes('}')) done(received);
        });
      });
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      resolve({ socket, answer, closed });
    });
    socket.once('error', reject);
  });
}

beforeAll(async () => {
  ctx = await buildAccountsApp({ dependencies: { bodyTimeoutMs: BODY_MS } });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

describe('slow clients', () => {
  it('a body that does not arrive in time is answered 408 in the envelope and the connection closed', async () => {
    const { answer, closed } = await trickle('/user/login');
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ code: 408, message: REQUEST_TIMEOUT_MESSAGE, data: null });
    await closed;
  });

  it('a refusal sent before the body is read closes the connection instead of waiting for the body', async () => {
    const { answer, closed } = await trickle('/pay/recharge');
    expect(await answer).toMatch(/^HTTP\/1\.1 401/);
    await closed;
  });

  it('a body over the limit is answered 413 in the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: PAYLOAD_TOO_LARGE_MESSAGE, data: null });
  });

  it('closing the app ends a request still in flight at once', async () => {
    const slow = await buildAccountsApp();
    await slow.app.listen({ host: '127.0.0.1', port: 0 });
    port = (slow.app.server.address() as AddressInfo).port;
    const { closed } = await trickle('/user/login');
    const started = performance.now();
    await slow.close();
    await closed;
    // Far below the 30 s a body may take: the close did not wait for it.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
