import { type Highlight, mediaVideoUrl, type Replay } from '@portal/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { highlights, recordings, rooms } from '../db/schema';

type RecordingRow = typeof recordings.$inferSelect;
type HighlightRow = typeof highlights.$inferSelect;

const mimeTypeOf = (value: string): 'video/x-flv' | 'video/mp4' => (value === 'video/mp4' ? 'video/mp4' : 'video/x-flv');

function toReplay(row: RecordingRow): Replay {
  return {
    recordId: row.id,
    roomId: row.roomId,
    anchorId: row.anchorId,
    title: row.title,
    cover: row.cover,
    startTime: row.startedAt.getTime(),
    endTime: row.endedAt?.getTime() ?? null,
    duration: row.durationMs,
    size: row.size,
    video: row.video,
    videoUrl: mediaVideoUrl(row.video),
    mediaInfo: { mimeType: mimeTypeOf(row.mimeType), duration: row.durationMs, width: row.width, height: row.height },
  };
}

function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    matchType: row.matchType,
    paid: row.paid,
    price: row.price,
    createTime: row.createdAt.getTime(),
    // A paid highlight's video stays hidden until the wallet's purchase call unlocks it.
    video: row.paid ? null : row.video,
    videoUrl: row.paid ? null : mediaVideoUrl(row.video),
    mediaInfo: { mimeType: mimeTypeOf(row.mimeType), duration: row.durationMs, width: row.width, height: row.height },
  };
}

export type FinishedRecording = {
  roomId: number;
  video: string;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  size: number;
  width: number;
  height: number;
};

export type ReplayRepository = {
  /** Stores a finished live session under the room's current title and cover. */
  addRecording(recording: FinishedRecording): Promise<Replay | undefined>;
  pageByRoom(roomId: number, page: number, pageSize: number): Promise<{ list: Replay[]; total: number }>;
  replay(recordId: number): Promise<Replay | undefined>;
  highlightPage(page: number, pageSize: number): Promise<{ list: Highlight[]; total: number }>;
  highlight(id: number): Promise<Highlight | undefined>;
  /** Whether a video name belongs to a recording or a free highlight, so it may be served. */
  isServable(video: string): Promise<boolean>;
};

export function createReplayRepository(db: Db): ReplayRepository {
  return {
    async addRecording(recording) {
      const [room] = await db.select({ anchorId: rooms.anchorId, title: rooms.title, cover: rooms.cover }).from(rooms).where(eq(rooms.id, recording.roomId));
      if (!room) return undefined;
      const [row] = await db
        .insert(recordings)
        .values({
          roomId: recording.roomId,
          anchorId: room.anchorId,
          title: room.title,
          cover: room.cover,
          video: recording.video,
          mimeType: 'video/x-flv',
          startedAt: new Date(recording.startedAt),
          endedAt: new Date(recording.endedAt),
          durationMs: recording.durationMs,
          size: recording.size,
          width: recording.width,
          height: recording.height,
        })
        .returning();
      return row && toReplay(row);
    },
    async pageByRoom(roomId, page, pageSize) {
      const rows = await db
        .select()
        .from(recordings)
        .where(eq(recordings.roomId, roomId))
        .orderBy(desc(recordings.startedAt), desc(recordings.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ value: count() }).from(recordings).where(eq(recordings.roomId, roomId));
      return { list: rows.map(toReplay), total: total?.value ?? 0 };
    },
    async replay(recordId) {
      const [row] = await db.select().from(recordings).where(eq(recordings.id, recordId));
      return row && toReplay(row);
    },
    async highlightPage(page, pageSize) {
      const rows = await db
        .select()
        .from(highlights)
        .orderBy(desc(highlights.createdAt), desc(highlights.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ value: count() }).from(highlights);
      return { list: rows.map(toHighlight), total: total?.value ?? 0 };
    },
    async highlight(id) {
      const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
      return row && toHighlight(row);
    },
    async isServable(video) {
      const [recorded] = await db.select({ id: recordings.id }).from(recordings).where(eq(recordings.video, video));
      if (recorded) return true;
      const [highlight] = await db.select({ paid: highlights.paid }).from(highlights).where(eq(highlights.video, video));
      return highlight !== undefined && !highlight.paid;
    },
  };
}
