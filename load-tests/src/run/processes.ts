import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export const LOAD_TESTS_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FILE_LIMIT = 65_536;

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** How processes are placed on cores: the servers on one half, the load on the other. */
export type Placement = {
  pinned: boolean;
  serverCores: string;
  loadCores: string;
  cores: number;
  /** Whether child processes get a raised open-file limit (prlimit). */
  raisedFileLimit: boolean;
  note: string;
};

export function placement(): Placement {
  const cores = availableParallelism();
  const canPin = cores >= 2 && has('taskset');
  const raisedFileLimit = has('prlimit') && spawnSync('prlimit', [`--nofile=${FILE_LIMIT}:${FILE_LIMIT}`, 'true']).status === 0;
  if (!canPin) {
    return { pinned: false, serverCores: '', loadCores: '', cores, raisedFileLimit, note: `not pinned (${cores} core(s), taskset ${has('taskset') ? 'present' : 'missing'})` };
  }
  const half = Math.floor(cores / 2);
  const serverCores = half === 1 ? '0' : `0-${half - 1}`;
  const loadCores = half === cores - 1 ? String(half) : `${half}-${cores - 1}`;
  return {
    pinned: true,
    serverCores,
    loadCores,
    cores,
    raisedFileLimit,
    note: `servers (gateway, baselines, redis) on core(s) ${serverCores}; upstream driver and client workers on core(s) ${loadCores} (taskset)`,
  };
}

/** The command line that runs `argv` with the open-file limit raised and pinned to `cores`. */
export function placed(argv: string[], cores: string, where: Placement): string[] {
  const pinned = where.pinned && cores !== '' ? ['taskset', '-c', cores, ...argv] : argv;
  return where.raisedFileLimit ? ['prlimit', `--nofile=${FILE_LIMIT}:${FILE_LIMIT}`, ...pinned] : pinned;
}

export type NodeProcess = {
  child: ChildProcess;
  /** The pid of node itself (taskset and prlimit exec into it). */
  pid: number;
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

/** Starts a TypeScript entry point under node (with tsx), optionally with IPC and extra preloads. */
export function startNode(options: {
  script: string;
  args?: string[];
  cores: string;
  where: Placement;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logFile?: string;
  ipc?: boolean;
  preload?: string[];
  nodeFlags?: string[];
}): NodeProcess {
  const imports = ['tsx', ...(options.preload ?? [])].flatMap((module) => ['--import', module]);
  const argv = placed([process.execPath, ...(options.nodeFlags ?? []), ...imports, options.script, ...(options.args ?? [])], options.cores, options.where);
  const log = options.logFile === undefined ? 'ignore' : 'pipe';
  const child = spawn(argv[0] as string, argv.slice(1), {
    cwd: options.cwd ?? LOAD_TESTS_ROOT,
    env: { ...process.env, ...options.env },
    stdio: options.ipc ? ['ignore', log, log, 'ipc'] : ['ignore', log, log],
  });
  if (options.logFile !== undefined) {
    const file = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    pid: child.pid ?? -1,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The next message from `child` that `accept` takes, or an error after `timeoutMs` or on exit. */
export function nextMessage<T>(child: ChildProcess, accept: (message: unknown) => message is T, what: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!accept(message)) return;
      cleanup();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`${what}: the process exited (${code}) first`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${what}: no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export const isType =
  <T extends { type: string }>(type: T['type']) =>
  (message: unknown): message is T =>
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

export const redisServerPath = (): string | undefined => (has('redis-server') ? 'redis-server' : undefined);
export const fileExists = existsSync;
