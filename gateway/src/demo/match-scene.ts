import { type FeedSport, hashSeed } from '@portal/contracts';

/** One stretch of a scene: the clock and the score it starts with, and the goal scored in it, if one. */
export type SceneStretch = {
  seconds: number;
  /** What the board shows under the time: a half (下半场), a period (第3节), a break (中场). */
  period: string;
  /** The clock at the stretch's start, in seconds. */
  clock: number;
  /** How the clock runs: up (football), down (basketball's time left in the period), or not at all (a break). */
  runs: 'up' | 'down' | 'stands';
  score: readonly [number, number];
  /** A goal (a basket) at `second` into the stretch by `side`, making `score`, the banner then saying `caption`. */
  goal?: { second: number; side: 'home' | 'away'; score: readonly [number, number]; caption: string };
};

/** A scene of a match drawn as a broadcast shows it: the pitch or court, the players, and a board with the sides, the score and the clock. */
export type MatchScene = {
  sport: FeedSport;
  league: string;
  home: string;
  away: string;
  /** What the video is, under the league on the board: 直播, 进球集锦, 精彩片段. */
  caption: string;
  stretches: readonly SceneStretch[];
};

/** The picture every scene is drawn at, and the codec settings of the shipped demo video (H.264 Constrained Baseline 3.0, AAC LC mono). */
export const SCENE_PICTURE = { width: 640, height: 360, fps: 25 } as const;

/** How long a scene lasts, in seconds. */
export const sceneSeconds = (scene: Pick<MatchScene, 'stretches'>): number => scene.stretches.reduce((sum, stretch) => sum + stretch.seconds, 0);

/** The sports' grounds: the floor colour, the ground's lines, and where the goals or baskets stand. */
type Ground = {
  /** The filters that draw the static ground on a blank picture. */
  draw: string[];
  /** Circles and arcs (centre, radius, and the x right or left of which an arc is kept), drawn with geq. */
  rings: { x: number; y: number; r: number; right?: number; left?: number }[];
  /** Where a side's attack ends: the other side's goal or basket, x. */
  target: { home: number; away: number };
  players: number;
  player: { w: number; h: number };
  ball: string;
};

const TOP = 56;
const BOTTOM = 348;
const MID_Y = (TOP + BOTTOM) / 2;
const LEFT = 30;
const RIGHT = 610;
const LINE = 'white@0.9';

const box = (x: number, y: number, w: number, h: number, colour: string, thickness: number | 'fill' = 2) =>
  `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:c=${colour}:t=${thickness}`;

const GROUNDS: Record<FeedSport, Ground> = {
  football: {
    draw: [
      // Mown stripes, the lines, the boxes, the goals.
      ...Array.from({ length: 5 }, (_, i) => box(LEFT + 116 * i, TOP, 58, BOTTOM - TOP, '0x3a8f3e', 'fill')),
      box(LEFT, TOP, RIGHT - LEFT, BOTTOM - TOP, LINE),
      box(319, TOP, 2, BOTTOM - TOP, LINE, 'fill'),
      box(LEFT, MID_Y - 70, 86, 140, LINE),
      box(RIGHT - 86, MID_Y - 70, 86, 140, LINE),
      box(LEFT, MID_Y - 32, 30, 64, LINE),
      box(RIGHT - 30, MID_Y - 32, 30, 64, LINE),
      box(LEFT - 8, MID_Y - 18, 8, 36, '0xeeeeee', 'fill'),
      box(RIGHT, MID_Y - 18, 8, 36, '0xeeeeee', 'fill'),
      box(318, MID_Y - 2, 4, 4, LINE, 'fill'),
    ],
    rings: [{ x: 320, y: MID_Y, r: 40 }, { x: LEFT + 62, y: MID_Y, r: 34, right: LEFT + 86 }, { x: RIGHT - 62, y: MID_Y, r: 34, left: RIGHT - 86 }],
    target: { home: RIGHT + 2, away: LEFT - 6 },
    players: 7,
    player: { w: 10, h: 14 },
    ball: 'white',
  },
  basketball: {
    draw: [
      box(LEFT, MID_Y - 45, 110, 90, '0xa8612f', 'fill'),
      box(RIGHT - 110, MID_Y - 45, 110, 90, '0xa8612f', 'fill'),
      box(LEFT, TOP, RIGHT - LEFT, BOTTOM - TOP, LINE),
      box(319, TOP, 2, BOTTOM - TOP, LINE, 'fill'),
      box(LEFT, MID_Y - 45, 110, 90, LINE),
      box(RIGHT - 110, MID_Y - 45, 110, 90, LINE),
      box(LEFT, MID_Y - 121, 25, 2, LINE, 'fill'),
      box(LEFT, MID_Y + 119, 25, 2, LINE, 'fill'),
      box(RIGHT - 25, MID_Y - 121, 25, 2, LINE, 'fill'),
      box(RIGHT - 25, MID_Y + 119, 25, 2, LINE, 'fill'),
      box(LEFT + 14, MID_Y - 14, 3, 28, LINE, 'fill'),
      box(RIGHT - 17, MID_Y - 14, 3, 28, LINE, 'fill'),
    ],
    rings: [
      { x: 320, y: MID_Y, r: 36 },
      { x: LEFT + 110, y: MID_Y, r: 30, right: LEFT + 110 },
      { x: RIGHT - 110, y: MID_Y, r: 30, left: RIGHT - 110 },
      { x: LEFT + 25, y: MID_Y, r: 120, right: LEFT + 25 },
      { x: RIGHT - 25, y: MID_Y, r: 120, left: RIGHT - 25 },
      { x: LEFT + 25, y: MID_Y, r: 6 },
      { x: RIGHT - 25, y: MID_Y, r: 6 },
    ],
    target: { home: RIGHT - 29, away: LEFT + 21 },
    players: 5,
    player: { w: 12, h: 16 },
    ball: '0xe65100',
  },
};

/** The floor each sport is drawn on. */
const FLOORS: Record<FeedSport, string> = { football: '0x2f7d32', basketball: '0xc98b4f' };

/** Shirt colours; a side's is picked by its name, the away side's never the home side's. */
const SHIRTS = ['0xd32f2f', '0x1e88e5', '0xfdd835', '0x8e24aa', '0xfb8c00', '0xfafafa', '0x212121', '0x00acc1', '0xd81b60', '0x3949ab'];

/** The sides' shirt colours in `scene`. */
export function shirtsOf(scene: Pick<MatchScene, 'home' | 'away'>): { home: string; away: string } {
  const home = hashSeed('shirt', scene.home) % SHIRTS.length;
  let away = hashSeed('shirt', scene.away) % SHIRTS.length;
  if (away === home) away = (away + 1) % SHIRTS.length;
  return { home: SHIRTS[home]!, away: SHIRTS[away]! };
}

/** Text as drawtext reads it inside a quoted option: the characters it treats as syntax are dropped. */
const plain = (text: string) => text.replace(/[\\':%,;[\]]/g, ' ');

/** Where each stretch starts in the scene, in seconds. */
const startsOf = (scene: MatchScene) => scene.stretches.map((_, index) => sceneSeconds({ stretches: scene.stretches.slice(0, index) }));

/** The clock a stretch shows as `%{eif}` text of t: mm:ss counting up or down from `clock`, or standing. */
function clockText(stretch: SceneStretch, start: number): string {
  const seconds =
    stretch.runs === 'up' ? `(t+${stretch.clock - start})` : stretch.runs === 'down' ? `max(0\\,${stretch.clock + start}-t)` : `${stretch.clock}`;
  return `%{eif\\:floor(${seconds}/60)\\:d\\:2}\\:%{eif\\:mod(floor(${seconds})\\,60)\\:d\\:2}`;
}

/** Where the ball wanders at time t: around the middle of the ground. */
const wanderX = (t: string) => `(320+200*sin(0.31*${t})*cos(0.17*${t}))`;
const wanderY = (t: string) => `(${MID_Y}+95*sin(0.43*${t}+1))`;
/** How long the ball takes to reach the goal (the basket) before a goal. */
const RUN_IN = 2.5;
/** How long the goal's banner stays. */
const BANNER = 3.5;

/**
 * The ball's position as an expression of t: wandering, and in the seconds before each goal
 * running into the goal (the basket) the scorers attack, staying there a moment.
 */
function ballPath(scene: MatchScene, ground: Ground): { x: string; y: string } {
  let x = wanderX('t');
  let y = wanderY('t');
  const starts = startsOf(scene);
  scene.stretches.forEach((stretch, index) => {
    if (stretch.goal === undefined) return;
    const at = starts[index]! + stretch.goal.second;
    const from = at - RUN_IN;
    const goalX = ground.target[stretch.goal.side];
    const share = `min(1,(t-${from})/${RUN_IN})`;
    x = `if(between(t,${from},${at + 1.5}),${wanderX(String(from))}+(${goalX}-${wanderX(String(from))})*${share},${x})`;
    y = `if(between(t,${from},${at + 1.5}),${wanderY(String(from))}+(${MID_Y}-${wanderY(String(from))})*${share},${y})`;
  });
  return { x, y };
}

/** The positions of the players, each drifting about a place of their side's shape. */
function playerPaths(ground: Ground): { side: 'home' | 'away'; x: string; y: string }[] {
  return (['home', 'away'] as const).flatMap((side) =>
    Array.from({ length: ground.players }, (_, index) => {
      const seed = hashSeed(side, index);
      const depth = (index + 0.5) / ground.players;
      const homeX = LEFT + 40 + depth * 240;
      const baseX = side === 'home' ? homeX : RIGHT + LEFT - homeX;
      const baseY = TOP + 30 + (((index * 97) % ground.players) / Math.max(1, ground.players - 1)) * (BOTTOM - TOP - 60);
      const [speedX, speedY, phase] = [0.3 + (seed % 7) / 10, 0.25 + ((seed >> 3) % 7) / 10, (seed >> 6) % 628 / 100];
      return { side, x: `(${baseX.toFixed(0)}+45*sin(${speedX}*t+${phase}))`, y: `(${baseY.toFixed(0)}+30*sin(${speedY}*t+${phase + 1}))` };
    }),
  );
}

const BOARD = 'black@0.78';

/**
 * The ffmpeg filter graph of `scene`: the ground drawn once and held, the players and the ball
 * moving on it, the board (sides, score, clock, league and caption) and a banner at each goal; the
 * crowd's sound louder at the goals. Outputs `[v]` and `[a]`.
 */
export function sceneFilterGraph(scene: MatchScene, font: string): string {
  const ground = GROUNDS[scene.sport];
  const seconds = sceneSeconds(scene);
  const { width, height, fps } = SCENE_PICTURE;
  const shirts = shirtsOf(scene);
  const text = (value: string, options: string) => `drawtext=fontfile=${font}:text='${value}':${options}`;
  const rings = ground.rings
    .map(({ x, y, r, right, left }) => {
      const side = right !== undefined ? `*gte(X,${right})` : left !== undefined ? `*lte(X,${left})` : '';
      return `between(hypot(X-${x},Y-${y}),${r - 1},${r + 1.2})${side}`;
    })
    .join('+');
  const chalk = (channel: string) => `'if(${rings},235,${channel}(X,Y))'`;
  const background = [
    `color=c=${FLOORS[scene.sport]}:s=${width}x${height}:r=${fps}:d=1`,
    ...ground.draw,
    'format=gbrp',
    `geq=r=${chalk('r')}:g=${chalk('g')}:b=${chalk('b')}`,
    'format=yuv420p',
    `loop=loop=-1:size=1`,
    `trim=duration=${seconds}`,
    `setpts=N/${fps}/TB`,
  ].join(',');

  const chains: string[] = [`${background}[g0]`];
  const movers = [...playerPaths(ground).map((path) => ({ ...path, colour: shirts[path.side], w: ground.player.w, h: ground.player.h })), { ...ballPath(scene, ground), colour: ground.ball, w: 7, h: 7 }];
  movers.forEach((mover, index) => {
    chains.push(`color=c=${mover.colour}:s=${mover.w}x${mover.h}:r=${fps}[m${index}]`);
    chains.push(`[g${index}][m${index}]overlay=x='${mover.x}-${mover.w / 2}':y='${mover.y}-${mover.h / 2}':shortest=1[g${index + 1}]`);
  });

  const board: string[] = [
    box(0, 0, width, 48, BOARD, 'fill'),
    box(256, 12, 6, 24, shirts.home, 'fill'),
    box(268, 6, 104, 36, '0x1b1b1b', 'fill'),
    box(378, 12, 6, 24, shirts.away, 'fill'),
    text(plain(scene.home), 'x=250-text_w:y=12:fontsize=22:fontcolor=white'),
    text(plain(scene.away), 'x=390:y=12:fontsize=22:fontcolor=white'),
    text(plain(scene.league), 'x=630-text_w:y=5:fontsize=16:fontcolor=0xdddddd'),
    text(plain(scene.caption), 'x=630-text_w:y=26:fontsize=15:fontcolor=0xffd54f'),
  ];
  const starts = startsOf(scene);
  scene.stretches.forEach((stretch, index) => {
    const start = starts[index]!;
    const end = start + stretch.seconds;
    const during = (from: number, to: number) => `enable='gte(t,${from})*lt(t,${to})'`;
    board.push(text(clockText(stretch, start), `x=12:y=4:fontsize=21:fontcolor=white:${during(start, end)}`));
    board.push(text(plain(stretch.period), `x=12:y=28:fontsize=14:fontcolor=0xdddddd:${during(start, end)}`));
    const score = (pair: readonly [number, number]) => `${pair[0]} - ${pair[1]}`;
    const scoreText = (pair: readonly [number, number], from: number, to: number) =>
      text(score(pair), `x=320-text_w/2:y=8:fontsize=26:fontcolor=0xffd54f:${during(from, to)}`);
    const { goal } = stretch;
    if (goal === undefined) {
      board.push(scoreText(stretch.score, start, end));
      return;
    }
    const at = start + goal.second;
    board.push(scoreText(stretch.score, start, at), scoreText(goal.score, at, end));
    board.push(box(0, MID_Y - 30, width, 60, 'black@0.6', 'fill') + `:${during(at, at + BANNER)}`);
    board.push(text(plain(goal.caption), `x=320-text_w/2:y=${MID_Y - 17}:fontsize=30:fontcolor=0xffd54f:${during(at, at + BANNER)}`));
  });
  chains.push(`[g${movers.length}]${board.join(',')}[v]`);

  const cheers = scene.stretches.flatMap((stretch, index) =>
    stretch.goal === undefined ? [] : [`between(t,${starts[index]! + stretch.goal.second},${starts[index]! + stretch.goal.second + BANNER})`],
  );
  const loudness = cheers.length === 0 ? '1' : `1+2*(${cheers.join('+')})`;
  chains.push(
    `anoisesrc=color=pink:amplitude=0.06:sample_rate=44100:duration=${seconds}:seed=${hashSeed(scene.home, scene.away) % 100_000},lowpass=f=1400,highpass=f=180,volume='${loudness}':eval=frame,aformat=channel_layouts=mono[a]`,
  );
  return chains.join(';');
}

/** Where ffmpeg writes a scene: a file, or its standard output (`pipe:1`), as FLV or MP4. */
export type SceneOutput = { format: 'flv' | 'mp4'; to: string };

/** Seconds between key frames: a live stream's viewer starts at one, so every second in FLV; every two in an MP4 clip, which is only sought. */
const KEY_FRAME_SECONDS = { flv: 1, mp4: 2 } as const;

/**
 * The ffmpeg arguments that draw `scene` with `font` into `output`, encoded as the shipped demo
 * video is: H.264 Constrained Baseline 3.0, {@link SCENE_PICTURE}, a key frame every
 * {@link KEY_FRAME_SECONDS}, at most 150 kbit/s; AAC LC, 44.1 kHz mono, 48 kbit/s.
 */
export function sceneArgs(scene: MatchScene, font: string, output: SceneOutput): string[] {
  const { fps } = SCENE_PICTURE;
  const gop = String(fps * KEY_FRAME_SECONDS[output.format]);
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-filter_complex', sceneFilterGraph(scene, font), '-map', '[v]', '-map', '[a]', '-t', String(sceneSeconds(scene))],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level:v', '3.0', '-pix_fmt', 'yuv420p', '-preset', 'veryfast', '-crf', '32', '-maxrate', '150k', '-bufsize', '300k'],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '48k', '-ar', '44100', '-ac', '1'],
    ...(output.format === 'mp4' ? ['-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'flv']),
    output.to,
  ];
}
