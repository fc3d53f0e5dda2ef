import { type FlvTag, readFlvTags } from './flv';
import { AVPacket, decodeAmf0Data, RtmpClient } from './node-media-server';

const TAG_AUDIO = 8;
const TAG_VIDEO = 9;
const TAG_SCRIPT = 18;

/** A running publish of an FLV file to an RTMP server, in real time. */
export type FlvPublish = {
  stop(): void;
  /** Settles when the connection closes, by stop() or by the server. */
  closed: Promise<void>;
};

export type FlvPublishOptions = {
  /** rtmp://host:port/app/stream, without the key. */
  url: string;
  /** Added to the stream name as `?key=`. */
  key: string;
  file: Buffer;
  /** Start again at the end, timestamps carrying on (a never-ending demo stream). */
  loop: boolean;
  /** Told the stream timestamp of each media tag as it leaves, with the wall clock then. */
  sent?: (timestamp: number, wallClock: number) => void;
  /**
   * Asked at the end of each loop for a file to go on with, timestamps carrying on (a scene drawn
   * anew); undefined plays the same file again. Its sequence headers are sent when they differ.
   */
  following?: () => Buffer | undefined;
};

/** The codec's sequence headers: AVC (codec 7, packet type 0) and AAC (format 10, packet type 0). */
function isSequenceHeader(tag: FlvTag): boolean {
  if (tag.type === TAG_VIDEO) return (tag.data[0]! & 0x0f) === 7 && tag.data[1] === 0;
  if (tag.type === TAG_AUDIO) return tag.data[0]! >> 4 === 10 && tag.data[1] === 0;
  return false;
}

function packetOf(tag: FlvTag, timestamp: number): AVPacket {
  const packet = new AVPacket();
  packet.codec_type = tag.type;
  packet.size = tag.data.length;
  packet.dts = timestamp;
  packet.pts = timestamp;
  packet.data = tag.data;
  return packet;
}

/** The stream-level facts of the file's onMetaData (size, codecs, rates), not its file index. */
function streamMetadata(tags: FlvTag[]): Record<string, number | string | boolean> {
  const script = tags.find((tag) => tag.type === TAG_SCRIPT);
  const found = script ? (decodeAmf0Data(script.data).dataObj ?? {}) : {};
  const keep = ['width', 'height', 'framerate', 'videocodecid', 'videodatarate', 'audiocodecid', 'audiodatarate', 'audiosamplerate', 'stereo', 'encoder'];
  return Object.fromEntries(
    Object.entries(found).filter(
      (entry): entry is [string, number | string | boolean] => keep.includes(entry[0]) && ['number', 'string', 'boolean'].includes(typeof entry[1]),
    ),
  );
}

/** A file's media: its sequence headers, its frames, and how long one pass of it lasts. */
function mediaOf(file: Buffer) {
  const tags = readFlvTags(file);
  const media = tags.filter((tag) => tag.type === TAG_AUDIO || tag.type === TAG_VIDEO);
  const headers = media.filter(isSequenceHeader);
  const frames = media.filter((tag) => !isSequenceHeader(tag));
  if (frames.length === 0) throw new Error('the FLV file has no media');
  const first = frames[0]!.timestamp;
  return { tags, headers, frames, first, loopLength: frames[frames.length - 1]!.timestamp - first + 40 };
}

const sameHeaders = (a: readonly FlvTag[], b: readonly FlvTag[]) => a.length === b.length && a.every((tag, index) => tag.type === b[index]!.type && tag.data.equals(b[index]!.data));

/**
 * Publishes an FLV file over RTMP in real time with node-media-server's RTMP client: sequence
 * headers once, then the media tags paced by their timestamps, looping with continuous timestamps
 * (going on with the `following` file when there is one). Rejects when the server refuses the publish.
 */
export async function publishFlv(options: FlvPublishOptions): Promise<FlvPublish> {
  const opening = mediaOf(options.file);
  const { tags, headers } = opening;
  let { frames, first, loopLength } = opening;
  let sentHeaders = headers;

  const client = new RtmpClient();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    client.onCloseCallback = () => {
      stopped = true;
      clearTimeout(timer);
      resolve();
    };
  });
  client.onErrorCallback = () => {};
  const streamUrl = new URL(options.url);
  const streamName = streamUrl.pathname.split('/').filter(Boolean).slice(1).join('/');
  await client.connect(options.url);
  try {
    await client.sendConnect();
    await client.sendCreateStream();
    await client.sendPublish(`${streamName}?key=${encodeURIComponent(options.key)}`);
  } catch (error) {
    client.disconnect();
    throw error;
  }

  client.sendMetaData(streamMetadata(tags));
  for (const header of headers) client.sendPacket(packetOf(header, 0));

  const startedAt = Date.now();
  let index = 0;
  let loopOffset = 0;
  const pump = () => {
    if (stopped) return;
    const elapsed = Date.now() - startedAt;
    try {
      for (;;) {
        const tag = frames[index]!;
        const timestamp = tag.timestamp - first + loopOffset;
        if (timestamp > elapsed) {
          timer = setTimeout(pump, timestamp - elapsed);
          return;
        }
        client.sendPacket(packetOf(tag, timestamp));
        options.sent?.(timestamp, Date.now());
        index += 1;
        if (index === frames.length) {
          if (!options.loop) {
            client.disconnect();
            client.onCloseCallback(false);
            return;
          }
          index = 0;
          loopOffset += loopLength;
          const following = options.following?.();
          if (following !== undefined) {
            const next = mediaOf(following);
            ({ frames, first, loopLength } = next);
            if (!sameHeaders(sentHeaders, next.headers)) for (const header of next.headers) client.sendPacket(packetOf(header, loopOffset));
            sentHeaders = next.headers;
          }
        }
      }
    } catch {
      client.disconnect();
      client.onCloseCallback(true);
    }
  };
  pump();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      client.disconnect();
      client.onCloseCallback(false);
    },
    closed,
  };
}
