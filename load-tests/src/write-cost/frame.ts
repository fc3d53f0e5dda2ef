import * as ws from 'ws';

type FrameOptions = { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean };
/** `ws` frames data the way it writes it, as the gateway's batch writer uses it (its types leave the sender out). */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

/** A WebSocket text frame from a server (unmasked, one fragment) carrying `payload`, framed by `ws`. */
export function textFrame(payload: Buffer): Buffer {
  return Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: false }));
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
