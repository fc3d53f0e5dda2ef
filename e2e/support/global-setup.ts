import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose `pglite` folder holds a database with every migration applied and no rows. */
    migratedDataDir: string;
  }
}

/**
 * A gateway starting on an empty DATA_DIR spends seconds creating its PGlite cluster and migrating
 * it; every portal of the run starts from a copy of one made here once, by the gateway's own opening.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-migrated-'));
  const open = `import { openDatabase } from './src/db/database.ts';
const database = await openDatabase({ dataDir: process.argv[1] });
await database.close();`;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', open, dataDir], {
    cwd: resolve(import.meta.dirname, '../../gateway'),
  });
  project.provide('migratedDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
