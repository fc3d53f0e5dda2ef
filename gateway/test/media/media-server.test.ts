import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FLV_SIGNATURE, readFlvTags } from '../../src/media/flv';
import { type FlvPublish, publishFlv } from '../../src/media/flv-publisher';
import { createMediaServer, type MediaServer, type RecordedSession } from '../../src/media/media-server';
import { createOnAirTracker, type OnAirTracker, publishAdmission } from '../../src/media/on-air';
import { createPlaySigner, signedPlayPath } from '../../src/media/play-signature';
import { demoFlv, firstBytes, manualSchedule, roomsInMemory, rtmpPlay } from './support';

const GRACE_MS = 4_000;
const OPEN_ROOM = 11;
const CLOSED_ROOM = 12;
/** Opened by the RTMP play test only, so no other test's publisher is on it. */
const RTMP_ROOM = 13;
const keys = new Map([
  [OPEN_ROOM, 'open-room-key'],
  [CLOSED_ROOM, 'closed-room-key'],
  [RTMP_ROOM, 'rtmp-room-key'],
]);

describe('media server', () => {
  const signer = createPlaySigner('a media secret of at least thirty-two characters');
  let recordDir: string;
  let server: MediaServer;
  let ports: { rtmpPort: number; httpPort: number };
  let memory: ReturnType<typeof roomsInMemory>;
  let clock: ReturnType<typeof manualSchedule>;
  let recorded: RecordedSession[];
  let recordedWaiters: Array<() => void>;
  let tracker: OnAirTracker;
  const publishes: FlvPublish[] = [];

  beforeAll(async () => {
    recordDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
    const matches = async (roomId: number, key: string) => keys.get(roomId) === key;
    server = createMediaServer({
      host: '127.0.0.1',
      rtmpPort: 0,
      httpPort: 0,
      recordDir,
      signer,
      now: () => Date.now(),
      admit: (roomId, key) => publishAdmission({ matches }, memory.rooms)(roomId, key),
      publishStarted: (roomId) => void tracker.publishStarted(roomId),
      publishStopped: (roomId) => tracker.publishStopped(roomId),
      recorded(session) {
        recorded.push(session);
        for (const wake of recordedWaiters.splice(0)) wake();
      },
      log: { info() {}, warn() {} },
    });
    ports = await server.start();
  });

  beforeEach(() => {
    memory = roomsInMemory([OPEN_ROOM]);
    clock = manualSchedule();
    recorded = [];
    recordedWaiters = [];
    tracker = createOnAirTracker(memory.rooms, GRACE_MS, clock.schedule, () => {});
  });

  afterAll(async () => {
    for (const publish of publishes) publish.stop();
    await server.stop();
    await rm(recordDir, { recursive: true, force: true });
  });

  const publish = async (roomId: number, key: string) => {
    const running = await publishFlv({ url: `rtmp://127.0.0.1:${ports.rtmpPort}/live/${roomId}`, key, file: demoFlv, loop: true });
    publishes.push(running);
    return running;
  };
  const playUrl = (roomId: number, expiresAt: number) => `http://127.0.0.1:${ports.httpPort}${signedPlayPath(signer, roomId, expiresAt)}`;

  it('refuses a publish with a wrong key and never puts the room on air', async () => {
    await expect(publish(OPEN_ROOM, 'not-the-key')).rejects.toThrow(/rejected|wrong key/i);
    expect(server.publishingRooms()).toEqual([]);
    expect(memory.changes).toEqual([]);
  });

  it('refuses a publish to a room that is not open, even with its key', async () => {
    await expect(publish(CLOSED_ROOM, 'closed-room-key')).rejects.toThrow(/rejected|room closed/i);
    expect(server.publishingRooms()).toEqual([]);
    expect(memory.changes).toEqual([]);
  });

  it('puts the room on air when publishing starts, plays signed FLV, and takes it off air after the grace period', async () => {
    const running = await publish(OPEN_ROOM, 'open-room-key');
    await memory.changed(1);
    expect(memory.changes).toEqual([{ roomId: OPEN_ROOM, onAir: true }]);

    const played = await firstBytes(playUrl(OPEN_ROOM, Date.now() + 60_000), 4_096);
    expect(played.status).toBe(200);
    expect(played.body.subarray(0, 4).equals(FLV_SIGNATURE)).toBe(true);

    const recordedOnce = new Promise<void>((resolve) => recordedWaiters.push(resolve));
    running.stop();
    await recordedOnce;
    expect(memory.changes).toHaveLength(1);
    expect(clock.live().map((entry) => entry.ms)).toEqual([GRACE_MS]);
    clock.fireAll();
    await memory.changed(2);
    expect(memory.changes[1]).toEqual({ roomId: OPEN_ROOM, onAir: false });

    const [session] = recorded;
    expect(session?.roomId).toBe(OPEN_ROOM);
    expect(session?.width).toBe(640);
    const tags = readFlvTags(await readFile(session!.filePath));
    expect(tags.some((tag) => tag.keyframe)).toBe(true);
  });

  it('keeps the room on air when the anchor publishes again within the grace period', async () => {
    const first = await publish(OPEN_ROOM, 'open-room-key');
    await memory.changed(1);
    first.stop();
    await first.closed;
    await untilTrue(() => clock.live().length === 1);
    await publish(OPEN_ROOM, 'open-room-key');
    await memory.changed(2);
    expect(clock.live()).toEqual([]);
    clock.fireAll();
    expect(memory.changes.map((change) => change.onAir)).toEqual([true, true]);
  });

  it('plays RTMP only with a signed, unexpired address, as HTTP-FLV', async () => {
    memory = roomsInMemory([RTMP_ROOM]);
    tracker = createOnAirTracker(memory.rooms, GRACE_MS, clock.schedule, () => {});
    await publish(RTMP_ROOM, 'rtmp-room-key');
    await memory.changed(1);
    const rtmpUrl = (query: string) => `rtmp://127.0.0.1:${ports.rtmpPort}/live/${RTMP_ROOM}${query}`;
    const signedQuery = (expiresAt: number) => signedPlayPath(signer, RTMP_ROOM, expiresAt).replace(/^[^?]*/, '');

    const unsigned = await rtmpPlay(rtmpUrl(''));
    expect(unsigned).toEqual({ media: false, statuses: expect.arrayContaining(['NetStream.Play.Failed']) });
    expect((await rtmpPlay(rtmpUrl(signedQuery(Date.now() - 1)))).media).toBe(false);
    expect((await rtmpPlay(rtmpUrl(signedQuery(Date.now() + 60_000).replace(/sign=[^&]+/, 'sign=forged')))).media).toBe(false);
    expect((await rtmpPlay(rtmpUrl(signedQuery(Date.now() + 60_000)))).media).toBe(true);
  });

  it('refuses an expired or forged play address with 403', async () => {
    expect((await firstBytes(playUrl(OPEN_ROOM, Date.now() - 1), 1)).status).toBe(403);
    const forged = playUrl(OPEN_ROOM, Date.now() + 60_000).replace(/sign=[^&]+/, 'sign=forged');
    expect((await firstBytes(forged, 1)).status).toBe(403);
    const otherRoom = playUrl(OPEN_ROOM, Date.now() + 60_000).replace(`/live/${OPEN_ROOM}.flv`, `/live/${CLOSED_ROOM}.flv`);
    expect((await firstBytes(otherRoom, 1)).status).toBe(403);
  });
});

/** Waits for a condition that the network makes true, polling on the event loop. */
async function untilTrue(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
