import { parseArgs } from 'node:util';
import { createSimulatorServer } from './server';

const usage = `Runs the simulated score and odds vendor alone.

  --port 7070         port to listen on (0 picks a free one)
  --host 127.0.0.1    address to listen on
  --seed 42           seed of fixtures, play and odds
  --speed 1           source seconds per real second (60: a minute a second)
  --days-back 7       days of fixtures before today
  --days-ahead 7      days of fixtures after today
  --record FILE       record pushed events as NDJSON
  --replay FILE       serve a recording instead of the model
  --replay-speed 1    how many times faster than recorded to replay
  --drop P --duplicate P --reorder P --close-rate P --poll-5xx P   fault probabilities
  --delay-ms N        delay every push by N ms
  --tick-ms 250       real ms between ticks
  --heartbeat-ms 10000
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '7070' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '42' },
    speed: { type: 'string', default: '1' },
    'days-back': { type: 'string', default: '7' },
    'days-ahead': { type: 'string', default: '7' },
    record: { type: 'string' },
    replay: { type: 'string' },
    'replay-speed': { type: 'string', default: '1' },
    drop: { type: 'string', default: '0' },
    duplicate: { type: 'string', default: '0' },
    reorder: { type: 'string', default: '0' },
    'close-rate': { type: 'string', default: '0' },
    'poll-5xx': { type: 'string', default: '0' },
    'delay-ms': { type: 'string', default: '0' },
    'tick-ms': { type: 'string', default: '250' },
    'heartbeat-ms': { type: 'string', default: '10000' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}

function number(name: keyof typeof values): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value)) {
    process.stderr.write(`--${name} must be a number\n\n${usage}`);
    process.exit(2);
  }
  return value;
}

const server = await createSimulatorServer({
  port: number('port'),
  host: values.host,
  seed: number('seed'),
  speed: number('speed'),
  window: { back: number('days-back'), ahead: number('days-ahead') },
  recordPath: values.record,
  replayPath: values.replay,
  replaySpeed: number('replay-speed'),
  faults: {
    drop: number('drop'),
    duplicate: number('duplicate'),
    reorder: number('reorder'),
    closeRate: number('close-rate'),
    poll5xx: number('poll-5xx'),
    delayMs: number('delay-ms'),
  },
  tickMs: number('tick-ms'),
  heartbeatMs: number('heartbeat-ms'),
});

const mode = values.replay === undefined ? `seed ${number('seed')}, speed ${number('speed')}` : `replaying ${values.replay}`;
console.log(`feed simulator on ${server.url} (push ${server.pushUrl}), ${mode}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the feed simulator`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
