import { decodeAmf0Data } from './node-media-server';

/** The first bytes of every FLV file and stream: 'FLV' and version 1. */
export const FLV_SIGNATURE = Buffer.from('FLV\x01', 'latin1');

const HEADER_SIZE = 9;
const TAG_HEADER_SIZE = 11;
const TAG_AUDIO = 8;
const TAG_VIDEO = 9;
const TAG_SCRIPT = 18;

/** One tag of an FLV file, located by the byte offset of its header. */
export type FlvTag = {
  type: number;
  timestamp: number;
  offset: number;
  data: Buffer;
  /** A video key frame that carries picture data (not the codec's sequence header). */
  keyframe: boolean;
};

/** The tags of a whole FLV file; a truncated last tag (a recording cut short) is left out. */
export function readFlvTags(file: Buffer): FlvTag[] {
  if (file.length < HEADER_SIZE || !file.subarray(0, 4).equals(FLV_SIGNATURE)) throw new Error('not an FLV file');
  const tags: FlvTag[] = [];
  let offset = file.readUInt32BE(5) + 4;
  while (offset + TAG_HEADER_SIZE <= file.length) {
    const type = file[offset]! & 0x1f;
    const size = file.readUIntBE(offset + 1, 3);
    const timestamp = (file.readUIntBE(offset + 4, 3) | (file[offset + 7]! << 24)) >>> 0;
    const end = offset + TAG_HEADER_SIZE + size;
    if (end + 4 > file.length) break;
    const data = file.subarray(offset + TAG_HEADER_SIZE, end);
    const keyframe = type === TAG_VIDEO && data.length > 1 && ((data[0]! >> 4) & 0x07) === 1 && !((data[0]! & 0x0f) === 7 && data[1] === 0);
    tags.push({ type, timestamp, offset, data, keyframe });
    offset = end + 4;
  }
  return tags;
}

/** The bytes of one FLV tag with its trailing previous-tag-size. */
export function flvTag(type: number, timestamp: number, data: Buffer): Buffer {
  const tag = Buffer.alloc(TAG_HEADER_SIZE + data.length + 4);
  tag[0] = type;
  tag.writeUIntBE(data.length, 1, 3);
  tag.writeUIntBE(timestamp & 0xffffff, 4, 3);
  tag[7] = (timestamp >>> 24) & 0xff;
  data.copy(tag, TAG_HEADER_SIZE);
  tag.writeUInt32BE(TAG_HEADER_SIZE + data.length, TAG_HEADER_SIZE + data.length);
  return tag;
}

type AmfValue = number | boolean | string | AmfValue[] | { [key: string]: AmfValue };

function amfString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function amfValue(value: AmfValue): Buffer {
  if (typeof value === 'number') {
    const out = Buffer.alloc(9);
    out[0] = 0x00;
    out.writeDoubleBE(value, 1);
    return out;
  }
  if (typeof value === 'boolean') return Buffer.from([0x01, value ? 1 : 0]);
  if (typeof value === 'string') return Buffer.concat([Buffer.from([0x02]), amfString(value)]);
  if (Array.isArray(value)) {
    const head = Buffer.alloc(5);
    head[0] = 0x0a;
    head.writeUInt32BE(value.length, 1);
    return Buffer.concat([head, ...value.map(amfValue)]);
  }
  const entries = Object.entries(value).flatMap(([key, item]) => [amfString(key), amfValue(item)]);
  return Buffer.concat([Buffer.from([0x03]), ...entries, Buffer.from([0x00, 0x00, 0x09])]);
}

function isAmfValue(value: unknown): value is AmfValue {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(isAmfValue);
  return typeof value === 'object' && value !== null && Object.values(value).every(isAmfValue);
}

function existingMetadata(tags: FlvTag[]): Record<string, AmfValue> {
  const script = tags.find((tag) => tag.type === TAG_SCRIPT);
  if (!script) return {};
  try {
    const decoded = decodeAmf0Data(script.data);
    const found = decoded.dataObj ?? {};
    return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, AmfValue] => isAmfValue(entry[1])));
  } catch {
    return {};
  }
}

/** What a finished FLV file holds: its duration in ms and picture size. */
export type FlvSummary = { durationMs: number; width: number; height: number };

/**
 * The same FLV with an onMetaData tag that carries the duration and a key frame index
 * (`keyframes.times` in seconds, `keyframes.filepositions` in bytes), which players need to seek
 * by byte range in a file that a live recording wrote without one.
 */
export function withKeyframeIndex(file: Buffer, picture: { width: number; height: number } = { width: 0, height: 0 }): { file: Buffer } & FlvSummary {
  const tags = readFlvTags(file);
  const media = tags.filter((tag) => tag.type === TAG_AUDIO || tag.type === TAG_VIDEO);
  const first = media[0]?.timestamp ?? 0;
  const durationMs = media.reduce((last, tag) => Math.max(last, tag.timestamp - first), 0);
  const old = existingMetadata(tags);
  const width = picture.width || (typeof old.width === 'number' ? old.width : 0);
  const height = picture.height || (typeof old.height === 'number' ? old.height : 0);
  const keyframes = media.filter((tag) => tag.keyframe);

  const header = Buffer.from(file.subarray(0, HEADER_SIZE));
  header.writeUInt32BE(HEADER_SIZE, 5);
  const metadataTag = (positions: number[]) =>
    flvTag(
      TAG_SCRIPT,
      0,
      Buffer.concat([
        amfValue('onMetaData'),
        amfValue({
          ...old,
          duration: durationMs / 1000,
          width,
          height,
          hasKeyframes: keyframes.length > 0,
          keyframes: { times: keyframes.map((tag) => (tag.timestamp - first) / 1000), filepositions: positions },
        }),
      ]),
    );
  // The index's size depends only on how many key frames there are, so measure it with zeros first.
  const metadataSize = metadataTag(keyframes.map(() => 0)).length;
  const bodyStart = HEADER_SIZE + 4 + metadataSize;
  const body: Buffer[] = [];
  const newOffset = new Map<FlvTag, number>();
  let position = bodyStart;
  for (const tag of media) {
    const bytes = flvTag(tag.type, tag.timestamp - first, tag.data);
    newOffset.set(tag, position);
    body.push(bytes);
    position += bytes.length;
  }
  const metadata = metadataTag(keyframes.map((tag) => newOffset.get(tag) ?? 0));
  return {
    file: Buffer.concat([header, Buffer.alloc(4), metadata, ...body]),
    durationMs,
    width,
    height,
  };
}
