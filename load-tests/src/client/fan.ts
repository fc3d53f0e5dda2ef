import { FloorSocket, LeanSocketIo, type FanConnection } from './lean-socket';
import { patchFields, type ReceivedPatch } from './wire';
import { kindOf, type TargetProtocol } from './protocol';

/** What one subscription of a fan has seen. */
export type Cursor = {
  channel: string;
  kind: string;
  /** The sequence number of the snapshot it started from. */
  startSeq: number;
  /** Every patch up to this one arrived. */
  upTo: number;
  /** Patches past a gap, held until the gap closes. */
  ahead: Set<number> | undefined;
  /** Full snapshot size, what every update would cost without diffs. */
  snapshotBytes: number;
  delivered: number;
  caughtUp: number;
  viaSnapshot: number;
  duplicated: number;
};

/** What a fan's owner learns from it. */
export interface FanSink {
  live(cursor: Cursor, latencyMs: number | undefined, bytes: number): void;
  closed(fan: Fan, expected: boolean): void;
}

const OK_TRUE = '"ok":true';
/** A saturated gateway answers a chat message late, but a late answer is still an answer. */
const CHAT_ANSWER_TIMEOUT_MS = 300_000;

/**
 * One fan: a connection, its subscriptions, and the bookkeeping that tells lost and duplicated
 * patches apart by sequence number. It never repairs a gap by itself (that would hide a loss),
 * except after a reconnection, where a resync is what every real client does.
 */
export class Fan {
  connection: FanConnection | undefined;
  readonly cursors: Cursor[];
  online = false;
  private leaving = false;
  private joining: Promise<void> | undefined;

  constructor(
    private readonly protocol: TargetProtocol,
    private readonly url: string,
    channels: string[],
    private readonly sink: FanSink,
    /** A session token for a signed-in fan, who may also chat. */
    readonly token?: string,
  ) {
    this.cursors = channels.map((channel) => ({
      channel,
      kind: kindOf(channel),
      startSeq: -1,
      upTo: -1,
      ahead: undefined,
      snapshotBytes: 0,
      delivered: 0,
      caughtUp: 0,
      viaSnapshot: 0,
      duplicated: 0,
    }));
  }

  /**
   * Connects and subscribes to every channel (or resyncs them after a drop). A join asked for while
   * one is under way is that one: a fan holds one connection, whatever retried it.
   */
  join(): Promise<void> {
    this.joining ??= this.connect().finally(() => {
      this.joining = undefined;
    });
    return this.joining;
  }

  /** Whether a connection is being opened and its channels subscribed. */
  get isJoining(): boolean {
    return this.joining !== undefined;
  }

  private async connect(): Promise<void> {
    this.leaving = false;
    const handlers = {
      onPatch: (patch: ReceivedPatch, bytes: number) => this.onPatch(patch, bytes),
      onClose: () => {
        // A connection already replaced is no longer this fan's.
        if (this.connection !== connection) return;
        const expected = this.leaving;
        this.online = false;
        this.sink.closed(this, expected);
      },
    };
    const connection = this.protocol === 'floor' ? new FloorSocket(this.url, handlers) : new LeanSocketIo(this.url, handlers, undefined, this.token);
    this.connection = connection;
    await connection.open();
    this.online = true;
    for (const cursor of this.cursors) {
      if (cursor.startSeq < 0) await this.subscribe(connection, cursor);
      else await this.resync(connection, cursor);
    }
  }

  /** Sends a chat message (`chat.send`) and resolves with the answer's JSON text. */
  chat(body: { roomId: number; content: string }): Promise<string> {
    const connection = this.connection;
    if (!this.online || !(connection instanceof LeanSocketIo)) return Promise.reject(new Error('not connected'));
    return connection.request('chat.send', body, CHAT_ANSWER_TIMEOUT_MS);
  }

  /** Drops the connection as a lost network would. */
  drop(): void {
    this.leaving = true;
    this.online = false;
    this.connection?.drop();
  }

  leave(): void {
    this.leaving = true;
    this.online = false;
    this.connection?.close();
  }

  private async subscribe(connection: FanConnection, cursor: Cursor): Promise<void> {
    const answer = await connection.request('channel.subscribe', { channel: cursor.channel });
    const at = answer.indexOf(OK_TRUE);
    if (at < 0 || at > 16) throw new Error(`subscribe ${cursor.channel} refused: ${answer.slice(0, 160)}`);
    const fields = patchFields(answer);
    if (fields === undefined) throw new Error(`subscribe ${cursor.channel}: unreadable answer`);
    cursor.startSeq = fields.seq;
    cursor.upTo = fields.seq;
    cursor.snapshotBytes = Buffer.byteLength(answer);
  }

  private async resync(connection: FanConnection, cursor: Cursor): Promise<void> {
    const text = await connection.request('channel.resync', { channel: cursor.channel, fromSeq: cursor.upTo });
    const answer = JSON.parse(text) as { ok: boolean; seq?: number; patches?: { seq: number }[]; message?: string };
    if (!answer.ok) throw new Error(`resync ${cursor.channel} refused: ${answer.message ?? ''}`);
    if (answer.patches !== undefined) {
      for (const patch of answer.patches) this.take(cursor, patch.seq, 'caughtUp');
    } else if (answer.seq !== undefined && answer.seq > cursor.upTo) {
      // Patches after the snapshot may have been read before its answer (ws emits the frames of
      // one read together, before the answer's promise goes on): they stay counted.
      const snapshotSeq = answer.seq;
      const after = [...(cursor.ahead ?? [])].filter((seq) => seq > snapshotSeq);
      const before = (cursor.ahead?.size ?? 0) - after.length;
      cursor.viaSnapshot += snapshotSeq - cursor.upTo - before;
      cursor.upTo = snapshotSeq;
      cursor.ahead = after.length === 0 ? undefined : new Set(after);
      while (cursor.ahead?.delete(cursor.upTo + 1)) cursor.upTo += 1;
    }
  }

  private onPatch(fields: ReceivedPatch, bytes: number): void {
    const cursor = this.cursors.find((c) => c.channel === fields.channel);
    if (cursor === undefined || cursor.startSeq < 0) return;
    if (this.take(cursor, fields.seq, 'delivered')) {
      // A patch of the upstream carries its source time; a chat message its sender's, in its text.
      const sentAt = fields.sourceTs ?? (cursor.kind === 'room' ? fields.stormSentAt : undefined);
      this.sink.live(cursor, sentAt === undefined ? undefined : Date.now() - sentAt, bytes);
    }
  }

  /** Counts a patch by its sequence number; false when it was a duplicate. */
  private take(cursor: Cursor, seq: number, how: 'delivered' | 'caughtUp'): boolean {
    if (seq <= cursor.upTo || cursor.ahead?.has(seq)) {
      cursor.duplicated += 1;
      return false;
    }
    cursor[how] += 1;
    if (seq === cursor.upTo + 1) {
      cursor.upTo = seq;
      while (cursor.ahead?.delete(cursor.upTo + 1)) cursor.upTo += 1;
    } else {
      cursor.ahead ??= new Set();
      cursor.ahead.add(seq);
    }
    return true;
  }
}
