import { useSyncExternalStore } from 'react';

/** FLV tag types that carry media: audio 8, video 9 (18 is script data). */
const MEDIA_TAGS: ReadonlySet<number> = new Set([8, 9]);
/** FLV file header (9 bytes) and the first PreviousTagSize (4 bytes). */
const FLV_PREAMBLE = 13;
const TAG_HEADER = 11;
/** The tag header and the first two bytes of its data: the codec and, for AVC and AAC, the packet type. */
const TAG_HEAD = TAG_HEADER + 2;

/** A tag that holds a decoder configuration (AVC or AAC sequence header), not a picture or a sound. */
function isDecoderConfig(type: number, data0: number | undefined, data1: number | undefined): boolean {
  if (data0 === undefined || data1 === undefined) return false;
  if (type === 9) return (data0 & 0x0f) === 7 && data1 === 0;
  if (type === 8) return data0 >> 4 === 10 && data1 === 0;
  return false;
}

/** Hears each FLV tag: its type, its timestamp (ms) and whether it is a decoder configuration. */
export type OnFlvTag = (type: number, timestampMs: number, decoderConfig: boolean) => void;

/**
 * Reads the tag headers of an HTTP-FLV body as it arrives, in chunks cut anywhere, and tells each
 * tag's type and timestamp (ms, with the extended byte). Only a body read from its first byte.
 */
export function createFlvTagReader(onTag: OnFlvTag): (chunk: Uint8Array) => void {
  let position = 0;
  let nextTag = FLV_PREAMBLE;
  const header = new Uint8Array(TAG_HEAD);
  let have = 0;
  let wanted = TAG_HEAD;
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      const at = position + i;
      if (at < nextTag) {
        i += Math.min(nextTag - at, chunk.length - i);
        continue;
      }
      const take = Math.min(wanted - have, chunk.length - i);
      header.set(chunk.subarray(i, i + take), have);
      have += take;
      i += take;
      const size = (header[1]! << 16) | (header[2]! << 8) | header[3]!;
      if (have >= 4) wanted = TAG_HEADER + Math.min(2, size);
      if (have < wanted) continue;
      const type = header[0]! & 0x1f;
      const timestamp = ((header[7]! << 24) | (header[4]! << 16) | (header[5]! << 8) | header[6]!) >>> 0;
      const data = size >= 2 ? [header[TAG_HEADER], header[TAG_HEADER + 1]] : [undefined, undefined];
      onTag(type, timestamp, isDecoderConfig(type, data[0], data[1]));
      nextTag += TAG_HEADER + size + 4;
      have = 0;
      wanted = TAG_HEAD;
    }
    position += chunk.length;
  };
}

/**
 * How far behind live a player is, from the FLV timestamps against the wall clock. Every media tag
 * tells when stream time `ts` reached the tab; the tag that came soonest after its time (the smallest
 * `arrival - ts`) pins where the live edge is: live stream time = now - that offset. The playhead's
 * stream time is the first media tag's timestamp plus the media element's currentTime (the player
 * counts time from that first tag, decoder configurations aside). Behind = live edge - playhead.
 */
export function createStreamLag(now: () => number = () => Date.now()) {
  let firstTs: number | null = null;
  let edgeOffset = Number.POSITIVE_INFINITY;
  return {
    tag(type: number, timestampMs: number, decoderConfig = false): void {
      // A decoder configuration is stamped 0 by the server whatever the stream's time: no picture.
      if (!MEDIA_TAGS.has(type) || decoderConfig) return;
      firstTs ??= timestampMs;
      edgeOffset = Math.min(edgeOffset, now() - timestampMs);
    },
    /** Milliseconds the picture at `currentTimeS` is behind live; null before any media tag. */
    behindMs(currentTimeS: number): number | null {
      if (firstTs === null || !Number.isFinite(edgeOffset)) return null;
      return Math.max(0, Math.round(now() - edgeOffset - (firstTs + currentTimeS * 1_000)));
    },
  };
}

export type StreamLag = ReturnType<typeof createStreamLag>;

let measured: number | null = null;
const listeners = new Set<() => void>();

/** Publishes how far behind live the tab's live player is (ms), or null when nothing plays. */
export function publishStreamLag(ms: number | null): void {
  if (ms === measured) return;
  measured = ms;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How far behind live the tab's live player is, in ms; null until measured. */
export function useStreamLag(): number | null {
  return useSyncExternalStore(subscribe, () => measured, () => null);
}
