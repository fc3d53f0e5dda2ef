import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type MigrationsFolder = { path: string; dispose(): Promise<void> };

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."table"`. To install into another schema
 * the committed SQL is copied with that qualifier pointed at the target schema; for public it is
 * used as is.
 */
export async function migrationsFolderFor(committed: string, pgSchema: string | undefined): Promise<MigrationsFolder> {
  if (!pgSchema || pgSchema === 'public') return { path: committed, dispose: async () => {} };

  const dir = await mkdtemp(path.join(tmpdir(), 'gateway-migrations-'));
  await cp(path.join(committed, 'meta'), path.join(dir, 'meta'), { recursive: true });
  for (const file of await readdir(committed)) {
    if (!file.endsWith('.sql')) continue;
    const sql = await readFile(path.join(committed, file), 'utf8');
    await writeFile(path.join(dir, file), sql.replaceAll('"public".', `"${pgSchema}".`));
  }
  return { path: dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
