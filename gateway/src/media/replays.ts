import { type Highlight, mediaVideoUrl, type Replay } from '@portal/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { highlights, recordings, rooms } from '../db/schema';
import type { HighlightPurchases } from '../wallet/highlight-purchases';

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

function toHighlight(row: HighlightRow, bought: boolean): Highlight {
  const unlocked = !row.paid || bought;
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    matchType: row.matchType,
    paid: row.paid,
    price: row.price,
    unlocked,
    createTime: row.createdAt.getTime(),
    // A paid highlight's video stays hidden from all but those who bought it.
    video: unlocked ? row.video : null,
    videoUrl: unlocked ? mediaVideoUrl(row.video) : null,
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

/** How a video file may be cached: by anyone, or only by the buyer's own browser. */
export type VideoAccess = 'public' | 'private';

export type ReplayRepository = {
  /** Stores a finished live session under the room's current title and cover. */
  addRecording(recording: FinishedRecording): Promise<Replay | undefined>;
  pageByRoom(roomId: number, page: number, pageSize: number): Promise<{ list: Replay[]; total: number }>;
  replay(recordId: number): Promise<Replay | undefined>;
  /** Highlights as `viewerId` (undefined: a visitor) sees them: paid ones unlocked only for their buyers. */
  highlightPage(page: number, pageSize: number, viewerId?: number): Promise<{ list: Highlight[]; total: number }>;
  highlight(id: number, viewerId?: number): Promise<Highlight | undefined>;
  /**
   * Who may be served a video file: `public` for a recording's or a free highlight's, `private` for
   * a paid highlight's the viewer bought, undefined when it is not theirs to see. A file any paid
   * highlight names is paid, whatever else names it; `viewer` is asked only then.
   */
  videoAccess(video: string, viewer: () => Promise<number | undefined>): Promise<VideoAccess | undefined>;
  /** The titles of highlights by id, as the wallet rows of their purchases name them. */
  highlightTitles(ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
};

export function createReplayRepository(db: Db, purchases: Pick<HighlightPurchases, 'bought'>): ReplayRepository {
  const boughtBy = async (viewerId: number | undefined, rows: readonly HighlightRow[]): Promise<Set<number>> => {
    const paid = rows.filter((row) => row.paid).map((row) => row.id);
    return viewerId === undefined || paid.length === 0 ? new Set() : purchases.bought(viewerId, paid);
  };

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
    async highlightPage(page, pageSize, viewerId) {
      const rows = await db
        .select()
        .from(highlights)
        .orderBy(desc(highlights.createdAt), desc(highlights.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ value: count() }).from(highlights);
      const bought = await boughtBy(viewerId, rows);
      return { list: rows.map((row) => toHighlight(row, bought.has(row.id))), total: total?.value ?? 0 };
    },
    async highlight(id, viewerId) {
      const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
      return row && toHighlight(row, (await boughtBy(viewerId, [row])).has(row.id));
    },
    async videoAccess(video, viewer) {
      const paid = await db.select().from(highlights).where(and(eq(highlights.video, video), eq(highlights.paid, true)));
      if (paid.length > 0) return (await boughtBy(await viewer(), paid)).size > 0 ? 'private' : undefined;
      const [recorded] = await db.select({ id: recordings.id }).from(recordings).where(eq(recordings.video, video));
      const [free] = await db.select({ id: highlights.id }).from(highlights).where(eq(highlights.video, video));
      return recorded || free ? 'public' : undefined;
    },
    async highlightTitles(ids) {
      const rows = ids.length === 0 ? [] : await db.select({ id: highlights.id, title: highlights.title }).from(highlights).where(inArray(highlights.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.title]));
    },
  };
}
