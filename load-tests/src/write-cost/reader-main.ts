import WebSocket from 'ws';

// The readers of the write-cost bench: `sockets` WebSocket clients that count the frames they get.

type OpenCommand = { type: 'open'; url: string; sockets: number };
type CountCommand = { type: 'count'; expected: number };

let frames = 0;
let wanted: { expected: number; done: () => void } | undefined;

const counted = () => {
  if (wanted === undefined || frames < wanted.expected) return;
  wanted.done();
  wanted = undefined;
};

/** Connections opened at once: more would overrun the server's listen backlog. */
const CONCURRENCY = 200;

const connect = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('message', () => {
      frames += 1;
      counted();
    });
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

async function open(command: OpenCommand): Promise<void> {
  let left = command.sockets;
  const lane = async () => {
    while (left > 0) {
      left -= 1;
      await connect(command.url);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, command.sockets) }, lane));
  process.send?.({ type: 'open' });
}

process.on('message', (message: OpenCommand | CountCommand) => {
  if (message.type === 'open') void open(message);
  else if (message.type === 'count') {
    wanted = { expected: message.expected, done: () => process.send?.({ type: 'counted', frames }) };
    counted();
  }
});
process.on('disconnect', () => process.exit(0));
