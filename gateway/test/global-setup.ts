import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { migratedPgliteFiles } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data dir (a `dumpDataDir()` tarball) each fresh in-memory database starts from; '' on Postgres. */
    pgliteTemplate: string;
  }
}

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

/** What the template depends on: the migrations and the PGlite build that ran them. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of [migrations, path.join(migrations, 'meta')]) {
    for (const name of (await readdir(folder)).sort()) {
      const file = path.join(folder, name);
      if (!(await stat(file)).isFile()) continue;
      hash.update(`${name}\0`).update(await readFile(file)).update('\0');
    }
  }
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!(await stat(path.join(folder, 'package.json')).catch(() => undefined))) folder = path.dirname(folder);
  hash.update(await readFile(path.join(folder, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite cluster takes a couple of seconds, and most test files open a fresh one or
 * more: every fresh in-memory database loads the files of one migrated once instead. They are kept
 * in the temporary folder under a key of the migrations and PGlite's version, for the next run.
 */
export default async function setup(project: TestProject) {
  if (loadConfig().databaseUrl) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const folder = path.join(tmpdir(), 'portal-gateway-test-pglite');
  const file = path.join(folder, `${await templateKey()}.tar`);
  if (!(await stat(file).catch(() => undefined))) {
    await mkdir(folder, { recursive: true });
    const files = await migratedPgliteFiles();
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await files.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
