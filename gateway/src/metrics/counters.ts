import { Counter, Registry } from 'prom-client';

/**
 * Counters the code that does the counted thing increments where it does it, in one registry the
 * metrics plugin (metrics/plugin.ts) serves beside each app's own gauges. Counters only grow, so
 * several apps in one process (tests) share them harmlessly: a reader looks at increases.
 */
export const counters = new Registry();

/** Frames written to sockets, one per socket per `channel.batch` (channels/batch-writer.ts). */
export const framesWritten = new Counter({ name: 'realtime_frames_written_total', help: 'Frames written to sockets', registers: [counters] });

/** Polls and pushes of the upstream that failed (upstream/ingest.ts). */
export const upstreamErrors = new Counter({ name: 'upstream_errors_total', help: 'Upstream reads that failed', registers: [counters] });

/** Chat messages typed by users, by result: `accepted`, or the result code of the refusal (chat/chat-service.ts). */
export const chatMessages = new Counter({
  name: 'chat_messages_total',
  help: 'Chat messages sent by users, by result',
  labelNames: ['result'] as const,
  registers: [counters],
});

/** Wallet ledger transactions committed, by type; a replayed request key is not counted again (wallet/ledger.ts). */
export const ledgerOperations = new Counter({
  name: 'wallet_ledger_operations_total',
  help: 'Ledger transactions committed, by type',
  labelNames: ['type'] as const,
  registers: [counters],
});
