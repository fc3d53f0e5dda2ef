import {
  BLOCK_PUZZLE_PIECE_WIDTH,
  CAPTCHA_REFERENCE_HEIGHT,
  CAPTCHA_REFERENCE_WIDTH,
  type CaptchaPoint,
  type Random,
} from '@portal/contracts';
import { type Canvas, createCanvas, GlobalFonts, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { chineseFontFile } from '../paths';
import { between, pick } from './random';

export const IMAGE_WIDTH = CAPTCHA_REFERENCE_WIDTH;
export const IMAGE_HEIGHT = CAPTCHA_REFERENCE_HEIGHT;
export const PIECE_WIDTH = BLOCK_PUZZLE_PIECE_WIDTH;

const BODY = 38;
const TOP_KNOB = 7;
const SIDE_KNOB = 8;
/** The body starts below the top knob, so the piece is as tall as it is wide. */
const BODY_TOP = 9;
export const PIECE_HEIGHT = BODY_TOP + BODY;
/** The hole keeps clear of the left end, where the piece starts. */
export const MIN_PIECE_X = 60;
const EDGE = 3;

function pieceOutline(): Path2D {
  const path = new Path2D();
  path.moveTo(0, BODY_TOP);
  path.lineTo(BODY / 2 - TOP_KNOB, BODY_TOP);
  path.arc(BODY / 2, BODY_TOP, TOP_KNOB, Math.PI, 0);
  path.lineTo(BODY, BODY_TOP);
  path.lineTo(BODY, BODY_TOP + BODY / 2 - SIDE_KNOB);
  path.arc(BODY, BODY_TOP + BODY / 2, SIDE_KNOB, -Math.PI / 2, Math.PI / 2);
  path.lineTo(BODY, BODY_TOP + BODY);
  path.lineTo(0, BODY_TOP + BODY);
  path.closePath();
  return path;
}

function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  return `hsla(${hue.toFixed(1)}, ${saturation.toFixed(1)}%, ${lightness.toFixed(1)}%, ${alpha})`;
}

function drawPitch(ctx: SKRSContext2D, random: Random): void {
  const hue = between(random, 95, 135);
  const gradient = ctx.createLinearGradient(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  gradient.addColorStop(0, hsl(hue, 45, 38));
  gradient.addColorStop(1, hsl(hue + 10, 55, 26));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);

  const stripe = between(random, 18, 30);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
  for (let x = between(random, -stripe, 0); x < IMAGE_WIDTH; x += stripe * 2) ctx.fillRect(x, 0, stripe, IMAGE_HEIGHT);

  ctx.strokeStyle = 'rgba(255, 255, 255, 0.75)';
  ctx.lineWidth = 2;
  const inset = between(random, 6, 12);
  ctx.strokeRect(inset, inset, IMAGE_WIDTH - 2 * inset, IMAGE_HEIGHT - 2 * inset);
  const middle = IMAGE_WIDTH / 2 + between(random, -20, 20);
  ctx.beginPath();
  ctx.moveTo(middle, inset);
  ctx.lineTo(middle, IMAGE_HEIGHT - inset);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(middle, IMAGE_HEIGHT / 2, between(random, 22, 32), 0, Math.PI * 2);
  ctx.stroke();
  const boxHeight = between(random, 60, 80);
  const boxDepth = between(random, 28, 40);
  ctx.strokeRect(inset, (IMAGE_HEIGHT - boxHeight) / 2, boxDepth, boxHeight);
  ctx.strokeRect(IMAGE_WIDTH - inset - boxDepth, (IMAGE_HEIGHT - boxHeight) / 2, boxDepth, boxHeight);
}

function drawCourt(ctx: SKRSContext2D, random: Random): void {
  const hue = between(random, 22, 38);
  const gradient = ctx.createLinearGradient(0, 0, IMAGE_WIDTH, 0);
  gradient.addColorStop(0, hsl(hue, 60, 58));
  gradient.addColorStop(1, hsl(hue + 6, 55, 44));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);

  const plank = between(random, 9, 14);
  ctx.strokeStyle = 'rgba(90, 50, 20, 0.18)';
  ctx.lineWidth = 1;
  for (let y = between(random, 0, plank); y < IMAGE_HEIGHT; y += plank) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(IMAGE_WIDTH, y);
    ctx.stroke();
  }

  ctx.strokeStyle = 'rgba(255, 255, 255, 0.8)';
  ctx.lineWidth = 2;
  const middle = IMAGE_WIDTH / 2 + between(random, -15, 15);
  ctx.beginPath();
  ctx.moveTo(middle, 0);
  ctx.lineTo(middle, IMAGE_HEIGHT);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(middle, IMAGE_HEIGHT / 2, between(random, 18, 26), 0, Math.PI * 2);
  ctx.stroke();
  const keyWidth = between(random, 40, 55);
  const keyDepth = between(random, 45, 60);
  ctx.fillStyle = hsl(between(random, 0, 360), 55, 45, 0.45);
  for (const side of [0, 1]) {
    const x = side === 0 ? 0 : IMAGE_WIDTH - keyDepth;
    ctx.fillRect(x, (IMAGE_HEIGHT - keyWidth) / 2, keyDepth, keyWidth);
    ctx.strokeRect(x, (IMAGE_HEIGHT - keyWidth) / 2, keyDepth, keyWidth);
    ctx.beginPath();
    const three = between(random, 62, 72);
    if (side === 0) ctx.arc(0, IMAGE_HEIGHT / 2, three, -Math.PI / 2, Math.PI / 2);
    else ctx.arc(IMAGE_WIDTH, IMAGE_HEIGHT / 2, three, Math.PI / 2, (Math.PI * 3) / 2);
    ctx.stroke();
  }
}

/** Soft blobs and specks, so that no two backgrounds line up and the hole's edges are not the only contrast. */
function drawClutter(ctx: SKRSContext2D, random: Random): void {
  for (let i = between(random, 5, 9); i > 0; i -= 1) {
    const x = random() * IMAGE_WIDTH;
    const y = random() * IMAGE_HEIGHT;
    const radius = between(random, 12, 40);
    const glow = ctx.createRadialGradient(x, y, 0, x, y, radius);
    glow.addColorStop(0, hsl(between(random, 0, 360), 70, 70, 0.35));
    glow.addColorStop(1, hsl(0, 0, 100, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  }
  for (let i = between(random, 60, 110); i > 0; i -= 1) {
    ctx.fillStyle = hsl(between(random, 0, 360), 40, between(random, 20, 90), 0.5);
    ctx.fillRect(random() * IMAGE_WIDTH, random() * IMAGE_HEIGHT, between(random, 1, 3), between(random, 1, 3));
  }
}

function background(random: Random): Canvas {
  const canvas = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  const ctx = canvas.getContext('2d');
  if (random() < 0.5) drawPitch(ctx, random);
  else drawCourt(ctx, random);
  drawClutter(ctx, random);
  return canvas;
}

export type PuzzleImages = { background: Buffer; piece: Buffer };

/** Where the piece's 47-pixel box sits on the background: its left edge and top. */
export function randomPiecePosition(random: Random): { x: number; y: number } {
  return {
    x: between(random, MIN_PIECE_X, IMAGE_WIDTH - PIECE_WIDTH - EDGE),
    y: between(random, EDGE, IMAGE_HEIGHT - PIECE_HEIGHT - EDGE),
  };
}

/**
 * The background with a shaded hole at `at`, and the piece cut from the same spot: a transparent
 * 47x155 strip with the piece at the hole's height.
 */
export async function renderPuzzle(random: Random, at: { x: number; y: number }): Promise<PuzzleImages> {
  const board = background(random);
  const outline = pieceOutline();

  const strip = createCanvas(PIECE_WIDTH, IMAGE_HEIGHT);
  const pieceCtx = strip.getContext('2d');
  pieceCtx.translate(0, at.y);
  pieceCtx.save();
  pieceCtx.clip(outline);
  pieceCtx.drawImage(board, -at.x, -at.y);
  pieceCtx.restore();
  pieceCtx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  pieceCtx.lineWidth = 1.5;
  pieceCtx.stroke(outline);

  const ctx = board.getContext('2d');
  ctx.translate(at.x, at.y);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.5)';
  ctx.fill(outline);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.7)';
  ctx.lineWidth = 1;
  ctx.stroke(outline);

  const [backgroundPng, piecePng] = await Promise.all([board.encode('png'), strip.encode('png')]);
  return { background: backgroundPng, piece: piecePng };
}

const FONT_FAMILY = 'CaptchaNotoSansSC';
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  if (!GlobalFonts.registerFromPath(chineseFontFile, FONT_FAMILY)) throw new Error(`could not load the captcha font ${chineseFontFile}`);
  fontRegistered = true;
}

/** Common characters that look nothing alike, so a click on the wrong one is a real mistake. */
const WORDS = Array.from(
  '的是在人有我他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手用主行方如前所本见经头面公同老从动长知民样现分将外但身些与高意进把法实回理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山太水万市眼体别处总才场师书比住员笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴足球篮',
);

export type PlacedWord = { word: string; at: CaptchaPoint };

const WORD_MARGIN = 20;
/** Centres at least this far apart keep the characters, and their click areas, from overlapping. */
const WORD_SPACING = 52;

/** `count` distinct characters at random centres, no two closer than {@link WORD_SPACING}. */
export function placeWords(random: Random, count: number): PlacedWord[] {
  const words = new Set<string>();
  while (words.size < count) words.add(pick(random, WORDS));
  const placed: PlacedWord[] = [];
  for (const word of words) {
    for (let attempt = 0; ; attempt += 1) {
      const at = {
        x: between(random, WORD_MARGIN, IMAGE_WIDTH - WORD_MARGIN),
        y: between(random, WORD_MARGIN, IMAGE_HEIGHT - WORD_MARGIN),
      };
      const clear = placed.every((other) => Math.hypot(other.at.x - at.x, other.at.y - at.y) >= WORD_SPACING);
      if (clear || attempt > 500) {
        placed.push({ word, at });
        break;
      }
    }
  }
  return placed;
}

/** The background with each character drawn at its centre, tilted and in its own colour. */
export async function renderWords(random: Random, words: readonly PlacedWord[]): Promise<Buffer> {
  registerFont();
  const board = background(random);
  const ctx = board.getContext('2d');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { word, at } of words) {
    ctx.save();
    ctx.translate(at.x, at.y);
    ctx.rotate((random() - 0.5) * 1.2);
    ctx.font = `${between(random, 26, 32)}px ${FONT_FAMILY}`;
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.strokeText(word, 0, 0);
    ctx.fillStyle = hsl(between(random, 0, 360), 75, between(random, 25, 40));
    ctx.fillText(word, 0, 0);
    ctx.restore();
  }
  return board.encode('png');
}
