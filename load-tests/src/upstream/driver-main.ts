import { isType } from '../run/processes';
import { startUpstreamDriver } from './driver-server';
import { syntheticMatchDay } from './match-day';
import { recordedMatchDay } from './replay';

/** Options of the driver process, passed as JSON in argv[2]. */
export type DriverOptions = { liveMatches: number; seed: number; replay?: string };
/** Asks the driver to send events. */
export type EmitCommand = { type: 'emit'; rate: number; durationMs: number };
export type DriverReady = { type: 'ready'; url: string; live: { id: number; sport: 'football' | 'basketball' }[] };
export type DriverEmitted = { type: 'emitted'; events: number };

const options = JSON.parse(process.argv[2] ?? '{}') as DriverOptions;
const now = Date.now();
const day = options.replay === undefined ? syntheticMatchDay({ ...options, now }) : recordedMatchDay(options.replay, now);
const driver = await startUpstreamDriver(day, { seed: options.seed, replay: options.replay !== undefined });

process.on('message', (message: unknown) => {
  if (!isType<EmitCommand>('emit')(message)) return;
  void driver.emit(message.rate, message.durationMs).then((events) => process.send?.({ type: 'emitted', events } satisfies DriverEmitted));
});
process.on('SIGTERM', () => void driver.close().then(() => process.exit(0)));
process.on('disconnect', () => void driver.close().then(() => process.exit(0)));

const live = day.live.map((id) => ({ id, sport: day.matches.get(id)?.sport ?? 'football' }));
process.send?.({ type: 'ready', url: driver.url, live } satisfies DriverReady);
