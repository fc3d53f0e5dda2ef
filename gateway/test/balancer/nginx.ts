import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The portal's nginx site, as deployed. */
const SITE_TEMPLATE = fileURLToPath(new URL('../../../deploy/nginx/portal.conf.template', import.meta.url));
/** Debian's nginx is in /usr/sbin, which a user's PATH may leave out. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const TAKES_UP_WITHIN_MS = 15_000;

/** The site with its placeholders filled in everywhere, as the nginx image's envsubst does (docker-compose.yml). */
export function renderSite(template: string, gateways: readonly string[], listen: string): string {
  for (const placeholder of ['${GATEWAYS}', '${LISTEN}']) {
    if (!template.includes(placeholder)) throw new Error(`${SITE_TEMPLATE} has no ${placeholder}`);
  }
  const servers = gateways.map((gateway) => `server ${gateway} max_fails=1 fail_timeout=5s;`).join(' ');
  return template.replaceAll('${GATEWAYS}', servers).replaceAll('${LISTEN}', listen);
}

/** A loopback host:port that nothing listens on (for a moment). */
export async function freeAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return `127.0.0.1:${address.port}`;
}

/** Rejects with `what` unless `promise` settles within `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what()}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Debian's nginx as the portal's load balancer, in a folder of its own: the deployed site rendered
 * for the test's gateways, inside the least nginx.conf that runs it in the foreground. Every answer
 * carries the gateway that gave it (X-Portal-Gateway), so a test can tell where nginx sends a client.
 */
export class Nginx {
  private readonly killOnExit = () => this.child.kill('SIGKILL');

  private constructor(
    private readonly dir: string,
    readonly listen: string,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
    private readonly output: () => string,
  ) {
    process.once('exit', this.killOnExit);
  }

  /** Starts nginx in front of `gateways` (host:port each) and resolves once it accepts connections. */
  static async start(gateways: readonly string[]): Promise<Nginx> {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-nginx-'));
    // Started by root (as in CI), the workers run as nobody and need to reach their temporary folders in here.
    await chmod(dir, 0o755);
    const listen = await freeAddress();
    await writeFile(path.join(dir, 'portal.conf'), renderSite(await readFile(SITE_TEMPLATE, 'utf8'), gateways, listen));
    const conf = path.join(dir, 'nginx.conf');
    await writeFile(conf, mainConf(dir));
    const errorLog = path.join(dir, 'error.log');
    const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const output = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
    const nginx = new Nginx(dir, listen, child, exited, output);
    const spawned = new Promise<void>((_, reject) => child.once('error', reject));
    const stopped = exited.then(() => {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}): ${output()}`);
    });
    let waiting = true;
    try {
      await within(Promise.race([accepting(listen, () => waiting), spawned, stopped]), TAKES_UP_WITHIN_MS, () => `nginx to accept on ${listen}: ${output()}`);
    } catch (error) {
      await nginx.stop();
      throw error;
    } finally {
      waiting = false;
    }
    return nginx;
  }

  get url(): string {
    return `http://${this.listen}`;
  }

  /**
   * Points nginx at `gateways` as an operator does: the site rendered again, then a reload
   * (SIGHUP). Resolves once the worker of the old configuration has stopped taking connections.
   */
  async route(gateways: readonly string[]): Promise<void> {
    await writeFile(path.join(this.dir, 'portal.conf'), renderSite(await readFile(SITE_TEMPLATE, 'utf8'), gateways, this.listen));
    // A kept-alive connection the current worker answered on: it closes it once it stops accepting.
    const [host, port] = hostAndPort(this.listen);
    const held = connect(port, host);
    try {
      const closed = new Promise<void>((resolve) => held.once('close', () => resolve()));
      // A reset ends it as well: 'close' follows.
      held.on('error', () => undefined);
      held.write('GET /nginx-reload HTTP/1.1\r\nHost: nginx\r\n\r\n');
      await within(
        new Promise((resolve) => held.once('data', resolve)),
        TAKES_UP_WITHIN_MS,
        () => `nginx to answer before its reload: ${this.output()}`,
      );
      held.resume();
      this.child.kill('SIGHUP');
      await within(closed, TAKES_UP_WITHIN_MS, () => `nginx to take up its new configuration: ${this.output()}`);
    } finally {
      held.destroy();
    }
  }

  /** The gateway (host:port) nginx sends a client connecting from `clientAddress` (a loopback address) to. */
  gatewayFor(clientAddress: string): Promise<string> {
    const [host, port] = hostAndPort(this.listen);
    return new Promise((resolve, reject) => {
      const request = get({ host, port, path: '/nginx-probe', localAddress: clientAddress, agent: false }, (response) => {
        response.resume();
        const tried = response.headers['x-portal-gateway'];
        // "a, b" when nginx passed over a gateway that did not answer: b answered.
        const answered = typeof tried === 'string' ? tried.split(',').at(-1)?.trim() : undefined;
        if (answered === undefined || answered === '') reject(new Error(`no X-Portal-Gateway in nginx's answer (${response.statusCode})`));
        else resolve(answered);
      });
      request.once('error', reject);
    });
  }

  /** Stops nginx (fast shutdown: open connections are cut) and removes its folder. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      await this.exited;
    }
    process.off('exit', this.killOnExit);
    await rm(this.dir, { recursive: true, force: true });
  }
}

function mainConf(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`);
  return [
    'daemon off;',
    'worker_processes 1;',
    `error_log ${path.join(dir, 'error.log')};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    'events {}',
    'http {',
    '    access_log off;',
    ...temp,
    // Inherited by the site, which sets no headers of its own.
    '    add_header X-Portal-Gateway $upstream_addr always;',
    `    include ${path.join(dir, 'portal.conf')};`,
    '}',
    '',
  ].join('\n');
}

function hostAndPort(address: string): [string, number] {
  const colon = address.lastIndexOf(':');
  return [address.slice(0, colon), Number(address.slice(colon + 1))];
}

/** Resolves once `address` accepts a connection, trying again each time one is refused while `waiting()`. */
function accepting(address: string, waiting: () => boolean): Promise<void> {
  const [host, port] = hostAndPort(address);
  return new Promise((resolve) => {
    const attempt = () => {
      if (!waiting()) return;
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        attempt();
      });
    };
    attempt();
  });
}
