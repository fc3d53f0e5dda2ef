import { readFileSync } from 'node:fs';
import http from 'node:http';
import { RtmpClient } from '../../src/media/node-media-server';
import { fileURLToPath } from 'node:url';
import type { RoomAirTime, Schedule } from '../../src/media/on-air';

/** The demo video the repo ships: 20 s of a drawn match, 640x360, H.264 + AAC, a key frame every second. */
export const demoFlv = readFileSync(fileURLToPath(new URL('../../media/demo.flv', import.meta.url)));

/** Rooms in memory: which are open, and every on-air change in order, with a way to await the next. */
export function roomsInMemory(open: number[]) {
  const openRooms = new Set(open);
  const changes: Array<{ roomId: number; onAir: boolean }> = [];
  let waiters: Array<() => void> = [];
  const rooms: RoomAirTime = {
    async canPublish(roomId) {
      return openRooms.has(roomId);
    },
    async setOnAir(roomId, onAir) {
      changes.push({ roomId, onAir });
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    },
  };
  return {
    rooms,
    changes,
    /** Resolves once `count` on-air changes have been made in total. */
    async changed(count: number): Promise<void> {
      while (changes.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

/** A schedule the test fires by hand: it records what is pending and for how long. */
export function manualSchedule() {
  const pending: Array<{ ms: number; run: () => void; cancelled: boolean }> = [];
  const schedule: Schedule = (ms, run) => {
    const entry = { ms, run, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return {
    schedule,
    live: () => pending.filter((entry) => !entry.cancelled),
    fireAll() {
      for (const entry of pending.splice(0)) if (!entry.cancelled) entry.run();
    },
  };
}

/** GETs a URL and resolves with the status and the first `bytes` bytes of the body (or all of it if shorter). */
export function firstBytes(url: string, bytes: number): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const done = () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= bytes) done();
      });
      response.on('end', done);
    });
    request.on('error', reject);
  });
}

/**
 * Plays `rtmp://host:port/live/<stream>` with node-media-server's RTMP client and resolves with what
 * came back: the first media packet (audio or video), or the statuses seen before the server closed.
 */
export async function rtmpPlay(url: string): Promise<{ media: boolean; statuses: string[] }> {
  const client = new RtmpClient();
  const statuses: string[] = [];
  const { pathname, search } = new URL(url);
  const streamName = pathname.split('/').filter(Boolean).slice(1).join('/') + search;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (media: boolean) => {
      if (settled) return;
      settled = true;
      client.disconnect();
      resolve({ media, statuses });
    };
    client.onStatusCallback = (code) => statuses.push(code);
    client.onPacketCallback = (packet) => {
      if (packet.codec_type === 8 || packet.codec_type === 9) settle(true);
    };
    client.onCloseCallback = () => settle(false);
    client.onErrorCallback = () => {};
    client
      .connect(url)
      .then(async () => {
        await client.sendConnect();
        await client.sendCreateStream();
        // Play.Start may come before the refusal; what counts is whether media follows.
        await client.sendPlay(streamName).catch(() => {});
      })
      .catch((error: unknown) => (settled ? undefined : reject(error)));
  });
}
