import type { FastifyBaseLogger } from 'fastify';

/** The part of the app's logger the realtime path writes to. */
export type RealtimeLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

const nothing = () => undefined;
/** A logger that drops everything, for tests. */
export const silentLog: RealtimeLog = { debug: nothing, info: nothing, warn: nothing, error: nothing };
