import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run load -- <args>` as a user does; answers its exit code and everything it printed. */
export function runLoad(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A folder for a test file's reports, removed after the file's tests. */
export function reportFolder(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'portal-load-smoke-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  return out;
}
