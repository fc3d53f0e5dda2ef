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

/**
 * Reads channel, seq and sourceTs from a patch object's JSON starting at `from`. The gateway writes
 * `{channel, seq, ops, sourceTs}` in that order, so the channel and seq are the first of their
 * names and sourceTs is the last.
 */
export function patchFields(text: string, from = 0): PatchFields | undefined {
  const channelAt = text.indexOf(CHANNEL, from);
  if (channelAt < 0) return undefined;
  const channelStart = channelAt + CHANNEL.length;
  const channelEnd = text.indexOf('"', channelStart);
  const seqAt = text.indexOf(SEQ, channelEnd);
  if (channelEnd < 0 || seqAt < 0) return undefined;
  const sourceAt = text.lastIndexOf(SOURCE_TS);
  return {
    channel: text.slice(channelStart, channelEnd),
    seq: integerAt(text, seqAt + SEQ.length),
    sourceTs: sourceAt > seqAt ? integerAt(text, sourceAt + SOURCE_TS.length) : undefined,
  };
}
