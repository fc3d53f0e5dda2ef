import { asc } from 'drizzle-orm';
import { newStreamSecret } from '../media/stream-keys';
import type { Db } from '../db/database';
import { drawnPictureUrl, type PictureSpec } from '../community/drawing';
import { drawnPictures, highlights, recordings, rooms, streamKeys } from '../db/schema';

const DEMO_VIDEO = { file: 'demo.flv', durationMs: 12_004, width: 640, height: 360 };
const DEMO_HIGHLIGHT = { file: 'demo-highlight.mp4', durationMs: 12_004, width: 640, height: 360 };
/** The paid highlight has a file of its own: a file a free item names is served to everyone. */
const DEMO_PAID_HIGHLIGHT = { file: 'demo-highlight-paid.mp4', durationMs: 10_000, width: 640, height: 360 };
const HOUR = 3_600_000;

/** What the demo highlights' covers show: the match and what the video is, on the sport's colour. */
const HIGHLIGHT_COVERS: PictureSpec[] = [
  { kind: 'headline', title: '曼城 3-1 热刺', caption: '英超第15轮 · 全场集锦', hue: 200 },
  { kind: 'headline', title: '湖人 vs 勇士', caption: 'NBA常规赛 · 加时赛独家解析', hue: 25 },
];

/** Stream keys for every demo room, a replay of the first room, and a free and a paid highlight with drawn covers. */
export async function seedMedia(db: Db): Promise<void> {
  const demoRooms = await db.select({ id: rooms.id, anchorId: rooms.anchorId, title: rooms.title, cover: rooms.cover }).from(rooms).orderBy(asc(rooms.id));
  if (demoRooms.length === 0) return;
  await db.insert(streamKeys).values(demoRooms.map((room) => ({ roomId: room.id, secret: newStreamSecret() })));

  const first = demoRooms[0]!;
  const endedAt = Date.now() - 2 * HOUR;
  await db.insert(recordings).values({
    roomId: first.id,
    anchorId: first.anchorId,
    title: first.title,
    cover: first.cover,
    video: DEMO_VIDEO.file,
    mimeType: 'video/x-flv',
    startedAt: new Date(endedAt - DEMO_VIDEO.durationMs),
    endedAt: new Date(endedAt),
    durationMs: DEMO_VIDEO.durationMs,
    size: 321_148,
    width: DEMO_VIDEO.width,
    height: DEMO_VIDEO.height,
  });

  const covers = await db
    .insert(drawnPictures)
    .values(HIGHLIGHT_COVERS.map((spec) => ({ spec })))
    .returning({ id: drawnPictures.id });
  const [football, basketball] = covers.map((row) => drawnPictureUrl(row.id));
  await db.insert(highlights).values([
    {
      title: '英超第15轮 曼城3-1热刺 全场集锦',
      cover: football,
      matchType: 1,
      video: DEMO_HIGHLIGHT.file,
      mimeType: 'video/mp4',
      durationMs: DEMO_HIGHLIGHT.durationMs,
      width: DEMO_HIGHLIGHT.width,
      height: DEMO_HIGHLIGHT.height,
    },
    {
      title: 'NBA常规赛 湖人vs勇士 加时赛独家解析',
      cover: basketball,
      matchType: 2,
      paid: true,
      price: 10,
      video: DEMO_PAID_HIGHLIGHT.file,
      mimeType: 'video/mp4',
      durationMs: DEMO_PAID_HIGHLIGHT.durationMs,
      width: DEMO_PAID_HIGHLIGHT.width,
      height: DEMO_PAID_HIGHLIGHT.height,
    },
  ]);
}
