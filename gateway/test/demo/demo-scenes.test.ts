import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FootballState, type MatchState } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { highlights, recordings } from '../../src/db/schema';
import { demoWorld } from '../../src/demo/demo-matches';
import { createDemoScenes, highlightScene, HIGHLIGHT_KINDS, LIVE_SCENE_SECONDS, liveScene, liveSceneFeed } from '../../src/demo/demo-scenes';
import type { Ffmpeg } from '../../src/demo/ffmpeg';
import { type MatchScene, SCENE_PICTURE, sceneArgs, sceneSeconds } from '../../src/demo/match-scene';
import { seedDemoData } from '../../src/demo/seed';
import { highlightMatchOf } from '../../src/demo/seed-media';
import { SHIPPED_SCENES } from '../../src/demo/shipped-scenes';
import { worldMatchState } from '../../src/demo/world-state';
import { readFlvTags, withKeyframeIndex } from '../../src/media/flv';
import { mp4Summary } from '../../src/media/mp4';
import { SHIPPED_VIDEOS, shippedMediaDir, type ShippedVideo } from '../../src/media/shipped';
import { freshDatabase } from '../db/database-under-test';

const SEEDED_AT = Date.UTC(2026, 10, 28, 6, 30);
/** The colour-bar test card the demo once shipped lasted 12 s. */
const TEST_CARD_MS = 12_004;

const shipped = (name: ShippedVideo) => readFile(path.join(shippedMediaDir, SHIPPED_VIDEOS[name].file));
const factsOf = (file: Buffer, name: string) => {
  if (name.endsWith('.flv')) {
    const { durationMs, width, height } = withKeyframeIndex(file);
    return { durationMs, width, height };
  }
  return mp4Summary(file);
};

describe('the shipped demo videos', () => {
  it('are the drawn scenes of a made-up match, with the facts the demo lists them with', async () => {
    for (const name of Object.keys(SHIPPED_VIDEOS) as ShippedVideo[]) {
      const facts = SHIPPED_VIDEOS[name];
      const file = await shipped(name);
      expect(factsOf(file, facts.file), name).toEqual({ durationMs: facts.durationMs, width: facts.width, height: facts.height });
      expect(Math.abs(facts.durationMs - sceneSeconds(SHIPPED_SCENES[name]) * 1000), name).toBeLessThan(100);
      expect(facts.durationMs).not.toBe(TEST_CARD_MS);
      expect(file.length, name).toBeLessThan(400_000);
    }
  });

  it('stream H.264 and AAC, a key frame every second, as the media server ingests it', async () => {
    const tags = readFlvTags(await shipped('live'));
    const video = tags.filter((tag) => tag.type === 9);
    const audio = tags.filter((tag) => tag.type === 8);
    expect(video.every((tag) => (tag.data[0]! & 0x0f) === 7)).toBe(true);
    expect(audio.every((tag) => tag.data[0]! >> 4 === 10)).toBe(true);
    // Pictures (AVC packet type 1), not the end-of-sequence tag that closes the file.
    const keyframes = video.filter((tag) => tag.keyframe && tag.data[1] === 1).map((tag) => tag.timestamp);
    expect(keyframes.length).toBe(SHIPPED_SCENES.live.stretches[0]!.seconds);
    expect(keyframes.slice(1).every((at, index) => at - keyframes[index]! === 1_000)).toBe(true);
  });
});

describe('the scenes of the simulated matches', () => {
  const world = demoWorld(42, SEEDED_AT);
  const withGoals = [...world.snapshots()].find((m) => m.sport === 'football' && m.state === FootballState.FULL_TIME && m.homeScore + m.awayScore >= 4)!;
  const football = worldMatchState(world, withGoals.id)!;
  const basketball = worldMatchState(world, highlightMatchOf(world, 'basketball')!.id)!;

  it("show a finished football match's last goals, each with the clock of its minute and the score it made", () => {
    const goals = football.incidents.filter((incident) => ['goal', 'own_goal', 'penalty'].includes(incident.kind));
    expect(goals.length).toBeGreaterThan(0);
    const { scene, kind } = highlightScene(football);
    expect(kind).toBe(HIGHLIGHT_KINDS.goals);
    expect(scene).toMatchObject({ sport: 'football', home: football.home.name, away: football.away.name, league: football.league.name, caption: '进球集锦' });
    const shown = goals.slice(-3);
    expect(scene.stretches.map((stretch) => stretch.goal?.score)).toEqual(shown.map((goal) => goal.score));
    for (const [index, stretch] of scene.stretches.entries()) {
      const goal = shown[index]!;
      const clockAtGoal = stretch.clock + stretch.goal!.second;
      expect(Math.floor(clockAtGoal / 60) + 1).toBe(goal.minute);
      expect(stretch.goal!.caption).toContain(goal.team === 'home' ? football.home.name : football.away.name);
    }
    expect(sceneSeconds(scene)).toBe(shown.length * 10);
    expect(scene.stretches.at(-1)!.goal!.score).toEqual([football.homeScore, football.awayScore]);
  });

  it("show a basketball game's last threes, the clock counting down", () => {
    const { scene, kind } = highlightScene(basketball);
    expect(kind).toBe(HIGHLIGHT_KINDS.threes);
    expect(scene.stretches.every((stretch) => stretch.runs === 'down' && stretch.goal !== undefined && stretch.goal.caption.startsWith('三分命中！'))).toBe(true);
    for (const stretch of scene.stretches) expect(stretch.goal!.score[0] + stretch.goal!.score[1] - stretch.score[0] - stretch.score[1]).toBe(3);
  });

  it('name a match without a goal for what it is: some of its play', () => {
    const goalless = { ...football, homeScore: 0, awayScore: 0, incidents: [] } as MatchState;
    const { scene, kind } = highlightScene(goalless);
    expect(kind).toBe(HIGHLIGHT_KINDS.play);
    expect(scene.stretches.every((stretch) => stretch.goal === undefined)).toBe(true);
  });

  it("draw a live match with its score and the clock it shows then, running", () => {
    const playing = {
      ...football,
      state: FootballState.SECOND_HALF,
      phaseStartedAt: SEEDED_AT - 20 * 60_000 - 15_000,
      clockBaseMinute: 45,
      homeScore: 2,
      awayScore: 1,
    } as MatchState;
    const scene = liveScene(playing, SEEDED_AT);
    expect(scene.stretches).toEqual([{ seconds: LIVE_SCENE_SECONDS, period: '下半场', clock: 65 * 60 + 15, runs: 'up', score: [2, 1] }]);
    const halfTime = liveScene({ ...playing, state: FootballState.HALF_TIME, phaseStartedAt: null, clockBaseMinute: 45 } as MatchState, SEEDED_AT);
    expect(halfTime.stretches[0]).toMatchObject({ period: '中场', clock: 45 * 60, runs: 'stands' });
  });

  it('are drawn by ffmpeg with the sides, the score and the clock on the board, encoded as the shipped video is', () => {
    const { scene } = highlightScene(football);
    const args = sceneArgs(scene, '/fonts/wqy.ttc', { format: 'flv', to: 'pipe:1' });
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain(`text='${football.home.name}'`);
    expect(graph).toContain(`text='${football.away.name}'`);
    expect(graph).toContain(`text='${football.homeScore} - ${football.awayScore}'`);
    expect(graph).toMatch(/%\{eif/);
    const option = (name: string) => args[args.indexOf(name) + 1];
    expect([option('-c:v'), option('-profile:v'), option('-level:v'), option('-g'), option('-c:a'), option('-b:a'), option('-ar'), option('-ac')]).toEqual([
      'libx264',
      'baseline',
      '3.0',
      String(SCENE_PICTURE.fps),
      'aac',
      '48k',
      '44100',
      '1',
    ]);
    expect(args.at(-1)).toBe('pipe:1');
  });
});

describe('the demo scenes drawn into the data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-scenes-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** An ffmpeg that "draws" every scene as a shipped video, counting its drawings. */
  const fakeFfmpeg = () => {
    const drawn: MatchScene[] = [];
    const ffmpeg: Ffmpeg = {
      font: '/fonts/wqy.ttc',
      async run(args) {
        const to = args.at(-1)!;
        drawn.push({} as MatchScene);
        await copyFile(path.join(shippedMediaDir, SHIPPED_VIDEOS[args.includes('mp4') ? 'highlight' : 'live'].file), to);
        return Buffer.alloc(0);
      },
    };
    return { ffmpeg, drawn };
  };

  it('draws a scene once, lists it with the facts of the file drawn, and falls back to the shipped video when drawing fails', async () => {
    const { ffmpeg, drawn } = fakeFfmpeg();
    const scenes = createDemoScenes(ffmpeg, dir);
    const scene = SHIPPED_SCENES.highlight;
    const first = await scenes.video(scene, 'mp4', 'highlight');
    expect(first.file).toMatch(/^scene-[0-9a-z]+\.mp4$/);
    expect(first).toMatchObject({ durationMs: SHIPPED_VIDEOS.highlight.durationMs, width: 640, height: 360 });
    expect(await scenes.video(scene, 'mp4', 'highlight')).toEqual(first);
    expect(drawn).toHaveLength(1);

    const replay = await scenes.video(SHIPPED_SCENES.live, 'flv', 'live');
    expect(readFlvTags(await readFile(path.join(dir, replay.file))).length).toBeGreaterThan(0);
    expect(replay).toMatchObject({ durationMs: SHIPPED_VIDEOS.live.durationMs, width: 640, height: 360 });

    const failures: unknown[] = [];
    const broken = createDemoScenes({ font: '', run: () => Promise.reject(new Error('no encoder')) }, dir, (error) => failures.push(error));
    const fallback = await broken.video({ ...scene, caption: '别的' }, 'mp4', 'paidHighlight');
    expect(fallback.file).toBe(SHIPPED_VIDEOS.paidHighlight.file);
    expect(failures).toHaveLength(1);
    expect(await broken.live(scene)).toBeUndefined();
  });

  it('streams live scenes one after another, each drawn for the time it will start', async () => {
    const asked: number[] = [];
    let now = 1_000_000;
    const waiting: Array<(clip: Buffer) => void> = [];
    const feed = liveSceneFeed({
      clip: (at) => {
        asked.push(at);
        return asked.length === 1 ? Promise.resolve(Buffer.from('first')) : new Promise((resolve) => waiting.push(resolve));
      },
      now: () => now,
    });
    expect((await feed.first())?.toString()).toBe('first');
    expect(asked).toEqual([1_000_000, 1_000_000 + LIVE_SCENE_SECONDS * 1000]);
    // Not drawn yet at the loop's end: the first plays again, and the next is asked for.
    now += LIVE_SCENE_SECONDS * 1000;
    expect(feed.following()).toBeUndefined();
    waiting[1]!(Buffer.from('third'));
    await Promise.resolve();
    now += LIVE_SCENE_SECONDS * 1000;
    expect(feed.following()?.toString()).toBe('third');
    // The drawing the feed gave up on comes too late to be shown.
    waiting[0]!(Buffer.from('second'));
    await Promise.resolve();
    expect(feed.following()).toBeUndefined();
  });
});

describe('the seeded replay and highlights', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are listed with the real length of their videos, and no short clip is called a whole match', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEEDED_AT });
    const under = await freshDatabase();
    try {
      const { db } = await under.open();
      await seedDemoData(db, { now: SEEDED_AT });
      const listed = await db.select().from(highlights).orderBy(asc(highlights.id));
      expect(listed.map((row) => [row.video, row.durationMs, row.width, row.height])).toEqual(
        (['highlight', 'paidHighlight'] as const).map((name) => [SHIPPED_VIDEOS[name].file, SHIPPED_VIDEOS[name].durationMs, 640, 360]),
      );
      for (const row of listed) {
        expect(row.title).not.toContain('全场');
        expect(row.title).toContain(`（${Math.round(row.durationMs / 1000)}秒）`);
      }
      // The shipped videos show a made-up match, not the highlights' own moments.
      expect(listed.every((row) => row.title.includes(HIGHLIGHT_KINDS.play))).toBe(true);
      const [replay] = await db.select().from(recordings);
      const file = await readFile(path.join(shippedMediaDir, replay!.video));
      expect(replay).toMatchObject({ durationMs: SHIPPED_VIDEOS.live.durationMs, size: file.length, width: 640, height: 360 });
    } finally {
      await under.dispose();
    }
  });

  it("are the scenes drawn of the highlights' own matches where ffmpeg draws, named for what they show", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEEDED_AT });
    const under = await freshDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-scenes-'));
    // Draws every scene as the shipped video of its format: what is drawn is not the point here.
    const ffmpeg: Ffmpeg = {
      font: '/fonts/wqy.ttc',
      async run(args) {
        await copyFile(path.join(shippedMediaDir, SHIPPED_VIDEOS[args.includes('mp4') ? 'highlight' : 'live'].file), args.at(-1)!);
        return Buffer.alloc(0);
      },
    };
    try {
      const { db } = await under.open();
      await seedDemoData(db, { now: SEEDED_AT, scenes: createDemoScenes(ffmpeg, dir) });
      const world = demoWorld(42, SEEDED_AT);
      const listed = await db.select().from(highlights).orderBy(asc(highlights.id));
      expect(listed.map((row) => row.video)).toEqual([expect.stringMatching(/^scene-\w+\.mp4$/), expect.stringMatching(/^scene-\w+\.mp4$/)]);
      expect(new Set(listed.map((row) => row.video)).size).toBe(2);
      for (const [index, sport] of (['football', 'basketball'] as const).entries()) {
        const { kind } = highlightScene(worldMatchState(world, highlightMatchOf(world, sport)!.id)!);
        expect(listed[index]!.title).toContain(`${kind}（30秒）`);
      }
      const [replay] = await db.select().from(recordings);
      expect(replay!.video).toMatch(/^scene-\w+\.flv$/);
    } finally {
      await under.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
