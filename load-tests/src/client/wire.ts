/** Bytes a server-to-client WebSocket frame of `payload` bytes takes on the wire (unmasked header included). */
export const wireBytes = (payload: number): number => payload + (payload < 126 ? 2 : payload < 65_536 ? 4 : 10);

/** The fields of a patch the load needs, read from its JSON text without parsing all of it. */
export type PatchFields = { channel: string; seq: number; sourceTs: number | undefined };

const CHANNEL = '"channel":"';
const SEQ = '"seq":';
const SOURCE_TS = '"sourceTs":';

function integerAt(text: string, at: number): number {
  let value = 0;
  for (let index = at; index < text.length; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

const QUOTE = 34;

/**
 * Where a JSON key (`"name":`) first stands in `text` from `from`, or -1. A search for a needle that
 * starts with a quote stops at every quote of the JSON; the name's first letter is far rarer.
 */
function keyAt(text: string, key: string, from: number): number {
  const name = key.slice(1);
  for (let at = text.indexOf(name, from + 1); at >= 0; at = text.indexOf(name, at + 1)) {
    if (text.charCodeAt(at - 1) === QUOTE) return at - 1;
  }
  return -1;
}

/** Where a JSON key last stands in `text` after `from`, or -1. */
function lastKeyAt(text: string, key: string, from: number): number {
  let last = -1;
  for (let at = keyAt(text, key, from); at >= 0; at = keyAt(text, key, at + 1)) last = at;
  return last;
}

/**
 * Reads channel, seq and sourceTs from a patch object's JSON starting at `from`. The gateway writes
 * `{channel, seq, ops, sourceTs}` in that order, so the channel and seq are the first of their
 * names and sourceTs is the last.
 */
export function patchFields(text: string, from = 0): PatchFields | undefined {
  const channelAt = text.startsWith(CHANNEL, from) ? from : keyAt(text, CHANNEL, from);
  if (channelAt < 0) return undefined;
  const channelStart = channelAt + CHANNEL.length;
  const channelEnd = text.indexOf('"', channelStart);
  const seqAt = text.startsWith(SEQ, channelEnd + 2) ? channelEnd + 2 : keyAt(text, SEQ, channelEnd);
  if (channelEnd < 0 || seqAt < 0) return undefined;
  const sourceAt = lastKeyAt(text, SOURCE_TS, seqAt);
  return {
    channel: text.slice(channelStart, channelEnd),
    seq: integerAt(text, seqAt + SEQ.length),
    sourceTs: sourceAt > seqAt ? integerAt(text, sourceAt + SOURCE_TS.length) : undefined,
  };
}

/** How every message of a chat storm starts: the sender's clock when it sent it (epoch ms) follows. */
export const STORM_MESSAGE_PREFIX = 'storm ';
const STORM_CONTENT = `"content":"${STORM_MESSAGE_PREFIX}`;

/** The text of a storm message sent at `sentAt`; `tag` keeps every message of a sender distinct. */
export const stormMessage = (sentAt: number, tag: string): string => `${STORM_MESSAGE_PREFIX}${sentAt} ${tag}`;

/**
 * When the storm message a room patch carries was sent, read from its content. A room patch sets
 * one new message (and may delete the oldest of the window), so the first content is the new one.
 */
export function stormSentAt(text: string): number | undefined {
  const at = keyAt(text, STORM_CONTENT, 0);
  return at < 0 ? undefined : integerAt(text, at + STORM_CONTENT.length);
}

/** A patch as a fan counts it: its channel, number and source time, and a storm message's send time. */
export type ReceivedPatch = PatchFields & { stormSentAt: number | undefined };

const PATCH_START = '{"channel":"';

/**
 * The patches of a frame holding several (`channel.batch`, the batching floor's arrays), read from
 * its JSON text without parsing all of it: each patch object starts with its channel, and no value
 * inside one has a `channel` key of its own. A frame of a busy room carries hundreds of messages;
 * parsing each whole for five thousand fans would make the load side, not the server, the limit.
 * The text may be the frame's bytes read as latin1, which costs a copy where UTF-8 costs decoding
 * users' words into a two-byte string: every name searched for is ASCII, and no byte of a UTF-8
 * character outside ASCII is an ASCII one, so what is found and read is the same.
 */
export function receivedFromBatch(text: string, from = 0): ReceivedPatch[] {
  const patches: ReceivedPatch[] = [];
  let at = text.indexOf(PATCH_START, from);
  while (at >= 0) {
    const next = text.indexOf(PATCH_START, at + PATCH_START.length);
    // One patch's text (a slice of the frame's string, not a copy): every search stays inside it.
    const patch = receivedFromText(text.slice(at, next < 0 ? text.length : next));
    if (patch === undefined) break;
    patches.push(patch);
    at = next;
  }
  return patches;
}

/** A patch read from its JSON text alone (`channel.patch` of the naive baseline, the floor's frames). */
export function receivedFromText(text: string): ReceivedPatch | undefined {
  const fields = patchFields(text);
  if (fields === undefined) return undefined;
  return { channel: fields.channel, seq: fields.seq, sourceTs: fields.sourceTs, stormSentAt: stormSentAt(text) };
}
