import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FlvTag, flvTag, readFlvTags } from '../../src/media/flv';
import { type FlvPublish, publishFlv } from '../../src/media/flv-publisher';
import { acceptRtmp, playBroadcast } from '../../src/media/node-media-server';
import { demoFlv } from './support';

const TAG_AUDIO = 8;
const TAG_VIDEO = 9;
/** FLV's header and the first previous-tag-size. */
const FLV_HEAD = 13;

let server: net.Server;
let port = 0;
let publish: FlvPublish | undefined;

beforeAll(async () => {
  server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    acceptRtmp(
      socket,
      1_000,
      (_ingest, decision) => void decision.admit(async () => {}),
      () => false,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  publish?.stop();
  await publish?.closed;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const isSequenceHeader = (tag: FlvTag) => (tag.type === TAG_AUDIO || tag.type === TAG_VIDEO) && tag.data[1] === 0;
const flvOf = (tags: readonly FlvTag[]) => Buffer.concat([demoFlv.subarray(0, FLV_HEAD), ...tags.map((tag) => flvTag(tag.type, tag.timestamp, tag.data))]);

it('goes on with the following file at the end of a loop, timestamps carrying on, sending its sequence headers when they differ', async () => {
  const tags = readFlvTags(demoFlv);
  const headers = tags.filter(isSequenceHeader);
  const frames = tags.filter((tag) => (tag.type === TAG_AUDIO || tag.type === TAG_VIDEO) && !isSequenceHeader(tag));
  const first = frames.slice(0, 8);
  const next = frames.slice(0, 5);
  // The next scene's picture has another configuration.
  const otherVideoHeader = headers.map((tag) => (tag.type === TAG_VIDEO ? { ...tag, data: Buffer.concat([tag.data, Buffer.from([0])]) } : tag));
  const expectedCount = first.length + 2 * next.length;

  const sent: number[] = [];
  let followingAsked = 0;
  const allSent = new Promise<void>((resolve) => {
    const onSent = (timestamp: number) => {
      sent.push(timestamp);
      if (sent.length === expectedCount) resolve();
    };
    void publishFlv({
      url: `rtmp://127.0.0.1:${port}/live/32`,
      key: 'k',
      file: flvOf([...headers, ...first]),
      loop: true,
      following: () => (followingAsked++ === 0 ? flvOf([...otherVideoHeader, ...next]) : undefined),
      sent: onSent,
    }).then((running) => (publish = running));
  });
  await allSent;

  const pass = (of: readonly FlvTag[], offset: number) => of.map((tag) => tag.timestamp - of[0]!.timestamp + offset);
  const firstLoop = first.at(-1)!.timestamp - first[0]!.timestamp + 40;
  const nextLoop = next.at(-1)!.timestamp - next[0]!.timestamp + 40;
  expect(sent.slice(0, expectedCount)).toEqual([...pass(first, 0), ...pass(next, firstLoop), ...pass(next, firstLoop + nextLoop)]);
  expect(followingAsked).toBeGreaterThanOrEqual(2);

  // A viewer joining now is given the configuration of the picture being sent.
  const written: Buffer[] = [];
  const player = playBroadcast('/live/32', '127.0.0.1:1', (buffer) => written.push(Buffer.from(buffer)), () => {});
  player?.detach();
  const videoHeader = readFlvTags(Buffer.concat(written)).find((tag) => tag.type === TAG_VIDEO && tag.data[1] === 0);
  expect(videoHeader && [...videoHeader.data]).toEqual([...otherVideoHeader.find((tag) => tag.type === TAG_VIDEO)!.data]);
});
