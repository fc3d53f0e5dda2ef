import * as parser from 'socket.io-parser';

/**
 * A value whose JSON was made once and is sent as it is to many sockets: a channel's snapshot is
 * tens of kilobytes (a live list, 118 KB), and a crowd subscribing at once (a restart, kick-off)
 * would otherwise have socket.io walk it for binary parts and stringify it again for every socket.
 * Anywhere else it stands for its value (`toJSON`).
 */
export class SharedJson {
  constructor(
    readonly value: unknown,
    readonly json: string,
  ) {}

  toJSON(): unknown {
    return this.value;
  }
}

/** socket.io's packet encoder, writing an ack or event argument that is {@link SharedJson} as its ready JSON. */
class SharedJsonEncoder extends parser.Encoder {
  override encode(packet: parser.Packet): ReturnType<parser.Encoder['encode']> {
    const data: unknown = packet.data;
    const typed = packet.type === parser.PacketType.ACK || packet.type === parser.PacketType.EVENT;
    if (!typed || !Array.isArray(data) || !data.some((one) => one instanceof SharedJson)) return super.encode(packet);
    // The rest of the arguments are plain JSON (no binary parts): the portal sends none.
    const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
    const args = data.map((one: unknown) => (one instanceof SharedJson ? one.json : JSON.stringify(one))).join(',');
    return [`${packet.type}${nsp}${packet.id ?? ''}[${args}]`];
  }
}

/** The `parser` option of the socket.io server: the standard protocol, with {@link SharedJson} written as it is. */
export const sharedJsonParser = { ...parser, Encoder: SharedJsonEncoder };

/** Channels whose answer is kept: more than the lists and the matches being watched at once. */
const KEPT_CHANNELS = 1_000;

/**
 * The JSON of each channel's answer at its current state, made once for every socket that asks for
 * it until the channel moves on (a new sequence number, a new state). The channels asked for least
 * recently are let go past {@link KEPT_CHANNELS}.
 */
export class SnapshotAnswers {
  private readonly made = new Map<string, { seq: number; state: unknown; answer: SharedJson }>();

  /** The answer `{ ok, channel, seq, snapshot }`, its JSON made at most once per channel state. */
  answer<T extends { ok: true; channel: string; seq: number; snapshot: unknown }>(reply: T): T {
    const kept = this.made.get(reply.channel);
    this.made.delete(reply.channel);
    const fresh = kept !== undefined && kept.seq === reply.seq && kept.state === reply.snapshot;
    const answer = fresh ? kept.answer : new SharedJson(reply, JSON.stringify(reply));
    this.made.set(reply.channel, { seq: reply.seq, state: reply.snapshot, answer });
    if (this.made.size > KEPT_CHANNELS) this.made.delete(this.made.keys().next().value as string);
    // On the wire the same JSON as the reply itself.
    return answer as unknown as T;
  }
}
