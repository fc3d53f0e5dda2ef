// A gateway on one test schema, run as a child so that the crash test can SIGKILL it mid-request.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';

const pgSchema = process.argv[2];
const config = loadConfig();
if (!config.databaseUrl || !pgSchema || !process.send) {
  throw new Error('run by the crash test: DATABASE_URL, the schema as the first argument and an IPC channel are needed');
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgSchema });
const app = await buildApp({ config, database, logger: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ origin });
