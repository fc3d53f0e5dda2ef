import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  feedMatchListResponseSchema,
  feedMatchSnapshotSchema,
  feedRecordLineSchema,
  type FeedMatchBoundEvent,
  type FeedMatchSnapshot,
} from '@portal/contracts';
import { ManualClock } from '../src/clock';
import { isInPlay } from '../src/feed-view';
import { createSimulatorServer } from '../src/server';
import { getJson, PushClient, START } from './support';

const dir = mkdtempSync(path.join(tmpdir(), 'feed-recording-'));
const recordPath = path.join(dir, 'feed.ndjson');
const sequence = (events: readonly FeedMatchBoundEvent[]) => events.map((e) => [e.type, e.matchId, e.version]);

describe('recording and replay', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replays a recording as the same event sequence, and polls answer the replayed state', async () => {
    const recordClock = new ManualClock(START);
    const recorder = await createSimulatorServer({
      seed: 99,
      speed: 60,
      clock: recordClock,
      port: 0,
      tickMs: 0,
      heartbeatMs: 0,
      window: { back: 0, ahead: 0 },
      recordPath,
    });
    const recorded: FeedMatchBoundEvent[] = [];
    let final: FeedMatchSnapshot[] = [];
    try {
      for (let step = 0; step < 4; step += 1) {
        recordClock.advance(15_000);
        recorded.push(...recorder.tick());
      }
      const live = [...(recorder.model?.snapshots() ?? [])].find((m) => m.sport === 'football' && (m.state === 2 || m.state === 4));
      if (live === undefined) throw new Error('no football match in a half');
      recorded.push(...recorder.inject({ matchId: live.id, kind: 'goal', team: 'away' }).events);
      recordClock.advance(15_000);
      recorded.push(...recorder.tick());
      final = structuredClone([...(recorder.model?.snapshots() ?? [])]);
    } finally {
      await recorder.close();
    }
    expect(recorded.length).toBeGreaterThan(500);

    const lines = readFileSync(recordPath, 'utf8').trim().split('\n').map((line) => feedRecordLineSchema.parse(JSON.parse(line)));
    expect(lines[0]).toMatchObject({ type: 'hello', seed: 99, speed: 60, serverTime: START });
    expect(lines.filter((l) => l.type === 'snapshot')).toHaveLength(final.length);
    expect(sequence(lines.filter((l): l is FeedMatchBoundEvent => l.type !== 'hello' && l.type !== 'snapshot'))).toEqual(sequence(recorded));

    // Recorded over 75 real seconds; at ten times the pace the replay needs 7.5.
    const replayClock = new ManualClock(START + 86_400_000);
    const replay = await createSimulatorServer({ clock: replayClock, port: 0, tickMs: 0, heartbeatMs: 0, replayPath: recordPath, replaySpeed: 10 });
    const client = await PushClient.connect(replay.pushUrl);
    try {
      expect(client.frames[0]).toMatchObject({ type: 'hello', seed: 99, speed: 600, replay: true, serverTime: START });
      replayClock.advance(3_000);
      const early = replay.tick();
      expect(early.length).toBeGreaterThan(0);
      expect(early.length).toBeLessThan(recorded.length);
      replayClock.advance(5_000);
      replay.tick();
      replay.heartbeat();
      await client.heartbeats(1);
      expect(client.invalid).toEqual([]);
      expect(sequence(client.matchFrames())).toEqual(sequence(recorded));

      for (const match of final.filter(isInPlay).slice(0, 5)) {
        const { status, body } = await getJson(`${replay.url}/v1/matches/${match.id}`);
        expect(status).toBe(200);
        expect(feedMatchSnapshotSchema.parse(body)).toEqual(match);
      }
      const { body } = await getJson(`${replay.url}/v1/live?sport=football`);
      const live = feedMatchListResponseSchema.parse(body);
      expect(live.serverTime).toBe(START + 8_000 * 600);
      expect(live.matches.length).toBeGreaterThan(0);
      expect((await getJson(`${replay.url}/v1/leagues`)).status).toBe(200);
    } finally {
      client.close();
      await replay.close();
    }
  });
});
