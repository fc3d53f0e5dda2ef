import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { THUMBNAIL_EDGE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { Db } from '../db/database';
import { drawnPictures } from '../db/schema';
import { chineseFontFile } from '../paths';

/** What a drawn picture shows: a match's score card, a circle's icon, a headline card, or a user's portrait. */
export const pictureSpecSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('score'),
    league: z.string(),
    home: z.string(),
    away: z.string(),
    homeScore: z.number().int(),
    awayScore: z.number().int(),
    homeHue: z.number(),
    awayHue: z.number(),
    note: z.string(),
  }),
  z.object({ kind: z.literal('circle'), circleId: z.number().int(), name: z.string(), hue: z.number() }),
  z.object({ kind: z.literal('headline'), title: z.string(), caption: z.string(), hue: z.number() }),
  z.object({ kind: z.literal('portrait'), name: z.string(), hue: z.number() }),
]);
/** What a drawn picture shows. */
export type PictureSpec = z.infer<typeof pictureSpecSchema>;

/** The URL of a drawn picture, or of its thumbnail. */
export const drawnPictureUrl = (id: number, thumbnail = false) => `/inform/picture/${id}${thumbnail ? '-thumb' : ''}.png`;

const FONT_FAMILY = 'PortalNotoSansSC';
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  if (!GlobalFonts.registerFromPath(chineseFontFile, FONT_FAMILY)) throw new Error(`could not load the font ${chineseFontFile}`);
  fontRegistered = true;
}

const WIDTH = 640;
const HEIGHT = 360;

function font(size: number): string {
  return `${size}px ${FONT_FAMILY}`;
}

function badge(context: SKRSContext2D, x: number, y: number, hue: number, name: string): void {
  context.fillStyle = `hsl(${hue}, 62%, 42%)`;
  context.strokeStyle = `hsl(${hue}, 62%, 25%)`;
  context.lineWidth = 5;
  context.beginPath();
  context.moveTo(x, y - 56);
  context.lineTo(x + 50, y - 38);
  context.lineTo(x + 50, y + 4);
  context.bezierCurveTo(x + 50, y + 34, x + 26, y + 52, x, y + 60);
  context.bezierCurveTo(x - 26, y + 52, x - 50, y + 34, x - 50, y + 4);
  context.lineTo(x - 50, y - 38);
  context.closePath();
  context.fill();
  context.stroke();
  context.fillStyle = '#fff';
  context.font = font(44);
  context.textAlign = 'center';
  context.fillText(Array.from(name)[0] ?? '?', x, y + 16);
}

function fitText(context: SKRSContext2D, text: string, maxWidth: number): string {
  let shown = text;
  while (shown.length > 1 && context.measureText(shown).width > maxWidth) shown = shown.slice(0, -1);
  return shown === text ? text : `${shown.slice(0, -1)}…`;
}

/** Portraits and circle icons are square, as the frames that show them. */
const SQUARE_EDGE = 240;

/**
 * A square of a hue with letters of a name in white: a portrait's first character on a gradient,
 * a circle's first two on a flat colour with a lighter disc behind them.
 */
function drawSquare(spec: Extract<PictureSpec, { kind: 'portrait' | 'circle' }>): Promise<Buffer> {
  const canvas = createCanvas(SQUARE_EDGE, SQUARE_EDGE);
  const context = canvas.getContext('2d');
  const middle = SQUARE_EDGE / 2;
  if (spec.kind === 'portrait') {
    const gradient = context.createLinearGradient(0, 0, SQUARE_EDGE, SQUARE_EDGE);
    gradient.addColorStop(0, `hsl(${spec.hue}, 62%, 58%)`);
    gradient.addColorStop(1, `hsl(${spec.hue}, 58%, 38%)`);
    context.fillStyle = gradient;
  } else {
    context.fillStyle = `hsl(${spec.hue}, 55%, 45%)`;
  }
  context.fillRect(0, 0, SQUARE_EDGE, SQUARE_EDGE);
  if (spec.kind === 'circle') {
    context.fillStyle = 'rgba(255,255,255,0.15)';
    context.beginPath();
    context.arc(middle, middle, 96, 0, Math.PI * 2);
    context.fill();
  }
  const letters = Array.from(spec.name).slice(0, spec.kind === 'portrait' ? 1 : 2);
  context.fillStyle = '#fff';
  context.font = font(letters.length > 1 ? 80 : 112);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(letters.join('') || '?', middle, middle);
  return canvas.encode('png');
}

/** Draws a picture as a PNG: 640×360, a portrait or a circle's icon 240×240. */
export async function drawPicture(spec: PictureSpec): Promise<Buffer> {
  registerFont();
  if (spec.kind === 'portrait' || spec.kind === 'circle') return drawSquare(spec);
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  if (spec.kind === 'score') {
    const gradient = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
    gradient.addColorStop(0, `hsl(${spec.homeHue}, 45%, 22%)`);
    gradient.addColorStop(1, `hsl(${spec.awayHue}, 45%, 22%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, WIDTH, HEIGHT);
    context.fillStyle = 'rgba(255,255,255,0.08)';
    context.fillRect(0, 0, WIDTH, 56);
    context.fillStyle = '#ffd54a';
    context.font = font(26);
    context.textAlign = 'center';
    context.fillText(spec.league, WIDTH / 2, 38);
    badge(context, 130, 160, spec.homeHue, spec.home);
    badge(context, WIDTH - 130, 160, spec.awayHue, spec.away);
    context.fillStyle = '#fff';
    context.font = font(28);
    context.fillText(fitText(context, spec.home, 220), 130, 262);
    context.fillText(fitText(context, spec.away, 220), WIDTH - 130, 262);
    // Between the badges: three-digit basketball scores get a smaller size.
    const score = `${spec.homeScore} : ${spec.awayScore}`;
    let size = 84;
    context.font = font(size);
    while (context.measureText(score).width > 240 && size > 40) {
      size -= 4;
      context.font = font(size);
    }
    context.fillText(score, WIDTH / 2, 190);
    context.fillStyle = 'rgba(255,255,255,0.75)';
    context.font = font(22);
    context.fillText(fitText(context, spec.note, WIDTH - 60), WIDTH / 2, 320);
  } else {
    const gradient = context.createLinearGradient(0, 0, 0, HEIGHT);
    gradient.addColorStop(0, `hsl(${spec.hue}, 50%, 38%)`);
    gradient.addColorStop(1, `hsl(${(spec.hue + 40) % 360}, 50%, 18%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, WIDTH, HEIGHT);
    context.strokeStyle = 'rgba(255,255,255,0.18)';
    context.lineWidth = 4;
    context.strokeRect(40, 40, WIDTH - 80, HEIGHT - 80);
    context.beginPath();
    context.arc(WIDTH / 2, HEIGHT / 2, 60, 0, Math.PI * 2);
    context.moveTo(WIDTH / 2, 40);
    context.lineTo(WIDTH / 2, HEIGHT - 40);
    context.stroke();
    context.fillStyle = '#fff';
    context.font = font(40);
    context.textAlign = 'center';
    context.fillText(fitText(context, spec.title, WIDTH - 120), WIDTH / 2, 170);
    context.fillStyle = 'rgba(255,255,255,0.8)';
    context.font = font(24);
    context.fillText(fitText(context, spec.caption, WIDTH - 120), WIDTH / 2, 230);
  }
  return canvas.encode('png');
}

/**
 * A drawn picture as a PNG of at most 256 colours: its flat fills, gradients and text look the same and
 * weigh a quarter (a 640×360 news cover about 30 KB instead of 115 KB), which a phone's first screen of
 * covers waits for.
 */
function withPalette(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ palette: true }).toBuffer();
}

/** How many drawn pictures stay rendered in memory. */
const CACHE_SIZE = 300;

/**
 * Drawn pictures by id: the spec is stored, the pixels drawn on first request and kept in a small
 * cache (the same id always draws the same picture).
 */
export function createDrawnPictures(db: Db) {
  const cache = new Map<string, Buffer>();
  const remember = (key: string, png: Buffer) => {
    cache.set(key, png);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return png;
  };

  return {
    async add(tx: Db, specs: readonly PictureSpec[]): Promise<number[]> {
      if (specs.length === 0) return [];
      const rows = await tx
        .insert(drawnPictures)
        .values(specs.map((spec) => ({ spec })))
        .returning({ id: drawnPictures.id });
      return rows.map((row) => row.id);
    },

    /** The PNG of a picture or its thumbnail; null when there is no such picture. */
    async png(id: number, thumbnail: boolean): Promise<Buffer | null> {
      const key = `${id}${thumbnail ? '-thumb' : ''}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const [row] = await db.select({ spec: drawnPictures.spec }).from(drawnPictures).where(eq(drawnPictures.id, id));
      if (!row) return null;
      const full = cache.get(`${id}`) ?? remember(`${id}`, await withPalette(await drawPicture(pictureSpecSchema.parse(row.spec))));
      if (!thumbnail) return full;
      const small = await sharp(full).resize({ width: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true }).png({ palette: true }).toBuffer();
      return remember(key, small);
    },
  };
}

export type DrawnPictures = ReturnType<typeof createDrawnPictures>;
