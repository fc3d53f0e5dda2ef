import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FeedIncident, FEED_SCORING_INCIDENTS, hashSeed, type MatchState, type Sport, sportEntry } from '@portal/contracts';
import { withKeyframeIndex } from '../media/flv';
import { mp4Summary } from '../media/mp4';
import { SHIPPED_VIDEOS, shippedMediaDir, type ShippedVideo, type VideoFacts } from '../media/shipped';
import type { Ffmpeg } from './ffmpeg';
import { type MatchScene, sceneArgs, type SceneStretch } from './match-scene';

/** How long one drawing of a live match lasts; the demo streams draw the next while it plays. */
export const LIVE_SCENE_SECONDS = 30;
/** How many of a match's goals (baskets) its highlight shows. */
export const HIGHLIGHT_MOMENTS = 3;
/** Each moment of a highlight: how long its stretch lasts and how far into it the ball goes in. */
const MOMENT = { football: { seconds: 10, at: 7 }, basketball: { seconds: 7, at: 5 } } as const;
/** A highlight of a match with no moment to show: one stretch of its last minutes. */
const QUIET_HIGHLIGHT_SECONDS = 20;

const sideName = (match: MatchState, side: 'home' | 'away') => (side === 'home' ? match.home.name : match.away.name);

function playerName(match: MatchState, playerId: number | undefined): string {
  if (playerId === undefined || match.lineups === null) return '';
  const { home, away } = match.lineups;
  return [...home.starters, ...home.substitutes, ...away.starters, ...away.substitutes].find((player) => player.playerId === playerId)?.name ?? '';
}

/** What a scene of a match as it stands is, on its board: a live stream's, or a replay's of one. */
export const SCENE_CAPTIONS = { live: '直播', replay: '回放' } as const;

/** The stretch of a live match from `at` on: its board as the scores show it then, the clock running as the match's does. */
export function liveScene(match: MatchState, at: number, caption: string = SCENE_CAPTIONS.live, seconds = LIVE_SCENE_SECONDS): MatchScene {
  const running = match.phaseStartedAt !== null;
  const played = match.clockBaseMinute * 60 + (running ? Math.max(0, Math.floor((at - match.phaseStartedAt!) / 1000)) : 0);
  const entry = sportEntry(match.sport);
  const stretch: SceneStretch = {
    seconds,
    period: entry.states.board(match.state) ?? '',
    // A clock running down shows the time left in the period.
    clock: entry.periods.clock === 'up' ? played : Math.max(0, match.periodMinutes * 60 - played),
    runs: running ? entry.periods.clock : 'stands',
    score: [match.homeScore, match.awayScore],
  };
  return { sport: match.sport, league: match.league.name, home: match.home.name, away: match.away.name, caption, stretches: [stretch] };
}

/** What a highlight's moment is called on its banner. */
const MOMENT_CAPTIONS: Partial<Record<FeedIncident['kind'], string>> = { goal: '进球！', penalty: '点球命中！', own_goal: '乌龙球！' };

/** A scoring incident's stretch of a highlight: the clock running up to it, the score before it and the score it made. */
function momentStretch(match: MatchState, incident: FeedIncident): SceneStretch {
  const { seconds, at } = MOMENT[match.sport];
  const entry = sportEntry(match.sport);
  const after = incident.score ?? [match.homeScore, match.awayScore];
  const points = incident.points ?? entry.scoring.points;
  const before: [number, number] = incident.team === 'home' ? [after[0] - points, after[1]] : [after[0], after[1] - points];
  const inMinute = (incident.minute - 1) * 60 + 30;
  const who = `${sideName(match, incident.team)} ${incident.kind === 'own_goal' ? '' : playerName(match, incident.playerId)}`;
  const { period, clock, caption } = MOMENT_BOARDS[match.sport]({ match, incident, at, inMinute });
  return {
    seconds,
    period: entry.periods.name(period),
    clock,
    runs: entry.periods.clock,
    score: before,
    goal: { second: at, side: incident.team, score: after, caption: `${caption}${who}`.trim() },
  };
}

/** Where a moment stands on the board, by its sport: its period, the clock then, and its banner's words. */
const MOMENT_BOARDS: {
  readonly [S in Sport]: (moment: { match: MatchState; incident: FeedIncident; at: number; inMinute: number }) => { period: number; clock: number; caption: string };
} = {
  // The half by the minute, the clock running up to it.
  football: ({ incident, at, inMinute }) => ({
    period: incident.minute <= 45 ? 1 : incident.minute <= 90 ? 2 : 3,
    clock: Math.max(0, inMinute - at),
    caption: MOMENT_CAPTIONS[incident.kind] ?? '进球！',
  }),
  // The quarter the incident says, the clock running down through it (an overtime lasts five minutes).
  basketball: ({ match, incident, at, inMinute }) => {
    const period = incident.period ?? 1;
    const periodLength = period > 4 ? 5 : match.periodMinutes;
    return { period, clock: Math.max(at, periodLength * 60 - inMinute + at), caption: incident.points === 3 ? '三分命中！' : '得分！' };
  },
};

/** What a highlight is, by what it shows: a match's goals, its threes, or some of its play. */
export const HIGHLIGHT_KINDS = { goals: '进球集锦', threes: '三分集锦', play: '精彩片段' } as const;

/**
 * What a highlight of each sport shows: the moments it picks and what it is then called (a match's
 * goals; a game's threes, else its baskets), and its board where it has none: the last minutes.
 */
const HIGHLIGHTS: {
  readonly [S in Sport]: {
    pick(scoring: readonly FeedIncident[]): { moments: readonly FeedIncident[]; kind: string };
    quiet: { period: number; clock: number };
  };
} = {
  football: { pick: (scoring) => ({ moments: scoring, kind: HIGHLIGHT_KINDS.goals }), quiet: { period: 2, clock: 88 * 60 } },
  basketball: {
    pick: (scoring) => {
      const threes = scoring.filter((incident) => incident.points === 3);
      return threes.length > 0 ? { moments: threes, kind: HIGHLIGHT_KINDS.threes } : { moments: scoring, kind: HIGHLIGHT_KINDS.play };
    },
    quiet: { period: 4, clock: 2 * 60 },
  },
};

/**
 * The highlight of a finished match: its last {@link HIGHLIGHT_MOMENTS} goals (in basketball its
 * last threes, else its last baskets), each the seconds up to it and after; a match without one a
 * stretch of its last minutes. Answers the scene and what it is called.
 */
export function highlightScene(match: MatchState): { scene: MatchScene; kind: string } {
  const scoring = match.incidents.filter((incident) => FEED_SCORING_INCIDENTS.has(incident.kind) && incident.score !== undefined);
  const entry = sportEntry(match.sport);
  const highlight = HIGHLIGHTS[match.sport];
  const picked = highlight.pick(scoring);
  const shown = picked.moments.slice(-HIGHLIGHT_MOMENTS);
  const kind = shown.length === 0 ? HIGHLIGHT_KINDS.play : picked.kind;
  const quiet: SceneStretch = {
    seconds: QUIET_HIGHLIGHT_SECONDS,
    period: entry.periods.name(highlight.quiet.period),
    clock: highlight.quiet.clock,
    runs: entry.periods.clock,
    score: [match.homeScore, match.awayScore],
  };
  const stretches = shown.length === 0 ? [quiet] : shown.map((incident) => momentStretch(match, incident));
  return { scene: { sport: match.sport, league: match.league.name, home: match.home.name, away: match.away.name, caption: kind, stretches }, kind };
}

/** A video the media routes serve, with the facts replays and highlights list: its real length and picture, and its size. */
export type SceneVideo = VideoFacts & { size: number };

/** The demo's scenes as videos: drawn by ffmpeg, or the shipped ones where it cannot draw. */
export type DemoScenes = {
  /**
   * `scene` as a file of the scenes folder, drawn the first time it is asked for and kept; the
   * shipped video `fallback` where it cannot be drawn.
   */
  video(scene: MatchScene, format: 'flv' | 'mp4', fallback: ShippedVideo): Promise<SceneVideo>;
  /** `scene` drawn as FLV for a live stream, not kept; undefined where it cannot be drawn. */
  live(scene: MatchScene): Promise<Buffer | undefined>;
};

/** A shipped video with its size. */
export async function shippedVideo(name: ShippedVideo): Promise<SceneVideo> {
  const facts = SHIPPED_VIDEOS[name];
  return { ...facts, size: (await stat(path.join(shippedMediaDir, facts.file))).size };
}

/** The facts of a drawn file: an FLV's from its tags (with the key frame index the file is given), an MP4's from its headers. */
function factsOf(file: Buffer, format: 'flv' | 'mp4'): { file: Buffer; durationMs: number; width: number; height: number } | undefined {
  if (format === 'flv') return withKeyframeIndex(file);
  const summary = mp4Summary(file);
  return summary === undefined ? undefined : { file, ...summary };
}

/** The demo's scenes with the shipped videos only: what a test or a machine without ffmpeg shows. */
export const shippedScenes: DemoScenes = {
  video: (_scene, _format, fallback) => shippedVideo(fallback),
  live: async () => undefined,
};

/**
 * Scenes drawn by `ffmpeg` into `dir` (named by what they show, so a scene is drawn once), or the
 * shipped ones without it; a drawing that fails is told to `failed` and the shipped video shown.
 */
export function createDemoScenes(ffmpeg: Ffmpeg | undefined, dir: string, failed: (error: unknown) => void = () => {}): DemoScenes {
  if (ffmpeg === undefined) return shippedScenes;
  const drawn = async (scene: MatchScene, format: 'flv' | 'mp4'): Promise<SceneVideo> => {
    const name = `scene-${hashSeed(JSON.stringify(scene), format).toString(36)}.${format}`;
    const file = path.join(dir, name);
    const kept = await access(file).then(
      () => true,
      () => false,
    );
    if (!kept) {
      await mkdir(dir, { recursive: true });
      const drawing = `${file}.drawing`;
      await ffmpeg.run(sceneArgs(scene, ffmpeg.font, { format, to: drawing }));
      const facts = factsOf(await readFile(drawing), format);
      if (facts === undefined) throw new Error(`ffmpeg drew no readable ${format}`);
      await writeFile(drawing, facts.file);
      await rename(drawing, file);
    }
    const content = await readFile(file);
    const facts = factsOf(content, format);
    if (facts === undefined) throw new Error(`${name} is not a readable ${format}`);
    return { file: name, durationMs: facts.durationMs, width: facts.width, height: facts.height, size: content.length };
  };
  return {
    async video(scene, format, fallback) {
      try {
        return await drawn(scene, format);
      } catch (error) {
        failed(error);
        return shippedVideo(fallback);
      }
    },
    async live(scene) {
      try {
        return await ffmpeg.run(sceneArgs(scene, ffmpeg.font, { format: 'flv', to: 'pipe:1' }));
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
  };
}

/**
 * A demo stream's scenes one after another: the first drawn for now, and while each plays the next,
 * drawn for the time it will start, taken at the loop's end (`following`, for the FLV publisher).
 * A next scene not drawn in time leaves the one playing to loop.
 */
export function liveSceneFeed(options: { clip(at: number): Promise<Buffer | undefined>; now(): number; seconds?: number }) {
  const seconds = options.seconds ?? LIVE_SCENE_SECONDS;
  let ready: Buffer | undefined;
  let drawing = 0;
  const prepare = (at: number) => {
    ready = undefined;
    const turn = ++drawing;
    void options.clip(at).then(
      (clip) => {
        if (turn === drawing) ready = clip;
      },
      () => {},
    );
  };
  return {
    /** The scene to start with, the next being drawn. */
    async first(): Promise<Buffer | undefined> {
      const now = options.now();
      const clip = await options.clip(now);
      prepare(now + seconds * 1000);
      return clip;
    },
    /** The scene to go on with at the end of a loop, if drawn; the one after it is drawn from now on. */
    following: (): Buffer | undefined => {
      const next = ready;
      prepare(options.now() + seconds * 1000);
      return next;
    },
  };
}
