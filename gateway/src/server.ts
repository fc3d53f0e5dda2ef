import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './demo/seed';
import { createDemoScenes } from './demo/demo-scenes';
import { scenesDirOf } from './media/video-files';
import { findFfmpeg } from './demo/ffmpeg';
import { createMemoryStore } from './ephemeral/memory-store';
import { connectRedisStore } from './ephemeral/redis-store';
import { createRealtimeProcess } from './realtime/server-wiring';
import { ServiceUnreachableError } from './service-unreachable';

/** How long a shutdown may take before the process exits regardless. */
const SHUTDOWN_DEADLINE_MS = 8_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ephemeral = config.redisUrl ? await connectRedisStore(config.redisUrl) : createMemoryStore();
  const realtime = await createRealtimeProcess(config);
  const app = await buildApp({ config, database, ephemeral, realtime: realtime.hub });
  app.log.info({ database: database.kind, ephemeral: config.redisUrl ? 'redis' : 'memory' }, 'database ready');
  if (config.demo) {
    const scenes = createDemoScenes(config.media.demoScenes ? await findFfmpeg() : undefined, scenesDirOf(config.dataDir), (error) => app.log.warn({ err: error }, 'could not draw a demo scene'));
    if (await seedDemoData(database.db, { simulatorSeed: config.simulator.seed, now: realtime.worldNow(), scenes })) app.log.info('seeded demo data into the empty database');
  }

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Viewers and sockets are ended by the close itself; this only stops a close that hangs anyway.
    setTimeout(() => {
      app.log.error({ afterMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      await realtime.close();
      await ephemeral.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  try {
    await realtime.start(app.log);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.fatal({ err: error }, error instanceof ServiceUnreachableError ? `gateway failed to start: ${error.message}` : 'could not listen');
    await realtime.close();
    await ephemeral.close();
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof ServiceUnreachableError) {
    console.error(`gateway failed to start: ${error.message}`);
  } else {
    console.error('gateway failed to start:', error);
  }
  process.exit(1);
});
