/** A WebSocket text frame from a server (unmasked, one fragment) carrying `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, length])
      : length < 65_536
        ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), bigEndian64(length)]);
  return Buffer.concat([header, payload]);
}

function bigEndian64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
}

/** Coordinator to writer: write `rounds` frames of `bytes` bytes to every socket, each way. */
export type MeasureCommand = { type: 'measure'; rounds: number; bytes: number };

/** How long one frame took to write to one socket, in µs: the average over a round's sockets, one sample a round. */
export type WriterReport = {
  type: 'measured';
  sockets: number;
  /** A ready frame written to the TCP socket (`net.Socket.write`), as the gateway's batch writer does. */
  raw: number[];
  /** The same text through `ws` (`WebSocket.send`), which frames it for each socket. */
  viaWs: number[];
};

/** The `q` quantile (0..1) of `samples`, by rank. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
