import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FLV_SIGNATURE, readFlvTags } from '../../src/media/flv';
import { type FlvPublish, publishFlv } from '../../src/media/flv-publisher';
import { acceptRtmp, playBroadcast } from '../../src/media/node-media-server';
import { demoFlv } from './support';

const TAG_AUDIO = 8;
const TAG_VIDEO = 9;
/** Long enough for the publisher to send its sequence headers and the first frames of both tracks. */
const ADMISSION_MS = 300;

let server: net.Server;
let port = 0;
let publish: FlvPublish | undefined;
let admitted: Promise<boolean> = Promise.resolve(false);

beforeAll(async () => {
  server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    acceptRtmp(
      socket,
      1_000,
      (_ingest, decision) => {
        admitted = decision.admit(() => new Promise((resolve) => setTimeout(resolve, ADMISSION_MS)));
      },
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

/** The sequence header of a track: AVC or AAC packet type 0. */
const sequenceHeaderOf = (type: number, file: Buffer) =>
  readFlvTags(file).find((tag) => tag.type === type && tag.data[1] === 0)?.data;

it('lets the packets held while a publish is admitted through as they were sent, though later packets arrived meanwhile', async () => {
  publish = await publishFlv({ url: `rtmp://127.0.0.1:${port}/live/31`, key: 'k', file: demoFlv, loop: true });
  expect(await admitted).toBe(true);

  // A viewer joining now gets the sequence headers the broadcast kept from the held packets.
  const written: Buffer[] = [];
  const player = playBroadcast('/live/31', '127.0.0.1:1', (buffer) => written.push(Buffer.from(buffer)), () => {});
  player?.detach();
  const played = Buffer.concat(written);
  expect(played.subarray(0, 4).equals(FLV_SIGNATURE)).toBe(true);

  const audio = sequenceHeaderOf(TAG_AUDIO, played);
  const video = sequenceHeaderOf(TAG_VIDEO, played);
  expect(audio && [...audio]).toEqual([...sequenceHeaderOf(TAG_AUDIO, demoFlv)!]);
  expect(video && [...video]).toEqual([...sequenceHeaderOf(TAG_VIDEO, demoFlv)!]);
  // Every audio tag the viewer got first is the AAC configuration, never a frame in its place.
  const firstAudio = readFlvTags(played).find((tag) => tag.type === TAG_AUDIO);
  expect(firstAudio?.data[1]).toBe(0);
});
