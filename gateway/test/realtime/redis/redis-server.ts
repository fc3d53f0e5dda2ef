import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A local port nothing listens on (for a moment). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A redis-server of a test's own, on a free port, keeping nothing on disk: killed and started
 * again, it comes back empty, as a Redis without persistence does after a crash.
 */
export class RedisServer {
  private child: ChildProcess | undefined;
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {
    process.once('exit', this.killOnExit);
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), await mkdtemp(path.join(tmpdir(), 'portal-redis-')));
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (empty) and resolves once it accepts connections. */
  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`redis-server did not start in time: ${output}`)), 10_000);
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) finish();
      };
      const onExit = (code: number | null) => finish(new Error(`redis-server exited (${code}): ${output}`));
      const finish = (error?: Error) => {
        clearTimeout(timer);
        child.stdout?.off('data', onOutput);
        child.off('exit', onExit);
        // Whatever it logs from now on is read and dropped, so its pipe never fills.
        child.stdout?.resume();
        child.stderr?.resume();
        if (error === undefined) resolve();
        else reject(error);
      };
      child.stdout?.on('data', onOutput);
      child.once('exit', onExit);
    });
  }

  /** Kills it as a crash would (SIGKILL), resolving once it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** Kills it and removes its folder. */
  async stop(): Promise<void> {
    await this.kill();
    process.off('exit', this.killOnExit);
    await rm(this.dir, { recursive: true, force: true });
  }
}
