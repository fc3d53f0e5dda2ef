import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ChatGift, ChatLine, ChatMessageKind, ChatNoble, ChatRedPacket, PatchOp, RoomHeader } from '@portal/contracts';
import { CHAT_WINDOW_SIZE } from '@portal/contracts';
import { experienceOf, levelFrom, qualified } from '../figures';
import type { Db } from '../db/database';
import { openedAtOf, runningSessionOf } from '../db/running-show';
import { chatChannels, chatMessages, chatRoomSettings, rooms, roomSessions, users } from '../db/schema';

/** A chat channel: a room's or a match's. */
export type ChatTarget = { roomId: number; matchId?: undefined } | { matchId: number; roomId?: undefined };

export const channelOfTarget = (target: ChatTarget): string =>
  target.roomId !== undefined ? `room:${target.roomId}` : `matchchat:${target.matchId}`;

/** The target of a chat channel name, or undefined when it names none. */
export function targetOfChannel(channel: string): ChatTarget | undefined {
  const match = /^(room|matchchat):([1-9]\d{0,11})$/.exec(channel);
  if (match === null) return undefined;
  const id = Number(match[2]);
  return match[1] === 'room' ? { roomId: id } : { matchId: id };
}

/** A change to a chat channel, numbered by the channel's revision. */
export type ChatChange = { channel: string; seq: number; ops: PatchOp[] };

export type NewChatMessage = {
  target: ChatTarget;
  kind: ChatMessageKind;
  userId: number;
  content: string;
  noble?: ChatNoble;
  gift?: ChatGift;
  redPacket?: ChatRedPacket;
  createdAt: number;
};

/** Whether the room's header could be read: undefined when there is no such room. */
export type RoomHeaderReader = (roomId: number) => Promise<RoomHeader | undefined>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lineColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  matchId: chatMessages.matchId,
  kind: chatMessages.kind,
  content: chatMessages.content,
  noble: chatMessages.noble,
  gift: chatMessages.gift,
  redPacket: chatMessages.redPacket,
  createdAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
  userId: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  experience: experienceOf(qualified(users.id)),
};
type LineRow = {
  id: number;
  roomId: number | null;
  matchId: number | null;
  kind: string;
  content: string;
  noble: unknown;
  gift: unknown;
  redPacket: unknown;
  createdAt: Date;
  userId: number;
  nickName: string;
  portrait: string;
  experience: number;
};

function toLine(row: LineRow): ChatLine {
  const line: ChatLine = {
    id: row.id,
    roomId: row.roomId,
    matchId: row.matchId,
    kind: row.kind as ChatMessageKind,
    user: { id: row.userId, nickName: row.nickName, portrait: row.portrait === '' ? null : row.portrait, level: levelFrom(row.experience) },
    content: row.content,
    createdAt: row.createdAt.getTime(),
  };
  if (row.noble) line.noble = row.noble as ChatNoble;
  if (row.gift) line.gift = row.gift as ChatGift;
  if (row.redPacket) line.redPacket = row.redPacket as ChatRedPacket;
  return line;
}

const messageKey = (id: number) => String(id);

/**
 * The chat messages of rooms and matches in the database, and the numbered changes to their
 * channels: every change raises the channel's revision in its own transaction, and its patch is
 * made of database facts only, so any gateway may apply it to the same state.
 */
export function createChatLog(db: Db) {
  /** Raises the channel's revision by `by` and answers the new one. */
  const raiseRevision = async (tx: Tx, channel: string, by = 1): Promise<number> => {
    const [row] = await tx
      .insert(chatChannels)
      .values({ channel, revision: by })
      .onConflictDoUpdate({ target: chatChannels.channel, set: { revision: sql`${chatChannels.revision} + ${by}` } })
      .returning({ revision: chatChannels.revision });
    if (!row) throw new Error(`no revision for ${channel}`);
    return row.revision;
  };

  const lineById = async (executor: Db | Tx, id: number): Promise<ChatLine | undefined> => {
    const [row] = await executor.select(lineColumns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.userId)).where(eq(chatMessages.id, id));
    return row ? toLine(row) : undefined;
  };

  /**
   * Stores messages of one channel in one transaction: one multi-row insert, the revision raised
   * by their number at once. Each keeps a change of its own, numbered in order, that shows it and
   * lets go the message it pushes out of the window, so applying them one by one gives the state
   * the database has after all of them.
   */
  const appendAll = async (messages: readonly NewChatMessage[]): Promise<Array<{ line: ChatLine; change: ChatChange }>> => {
    const [first] = messages;
    if (first === undefined) return [];
    const channel = channelOfTarget(first.target);
    if (messages.some((message) => channelOfTarget(message.target) !== channel)) throw new Error('messages of several channels in one append');
    return db.transaction(async (tx) => {
      const lastSeq = await raiseRevision(tx, channel, messages.length);
      const inserted = await tx
        .insert(chatMessages)
        .values(
          messages.map((message) => ({
            channel,
            roomId: message.target.roomId ?? null,
            matchId: message.target.matchId ?? null,
            kind: message.kind,
            userId: message.userId,
            content: message.content,
            noble: message.noble ?? null,
            gift: message.gift ?? null,
            redPacket: message.redPacket ?? null,
            createdAt: new Date(message.createdAt),
          })),
        )
        .returning();
      // Ids come from one sequence in the order of the values.
      inserted.sort((a, b) => a.id - b.id);
      const senderIds = [...new Set(messages.map((message) => message.userId))];
      const senders = new Map(
        (await tx.select({ id: users.id, nickName: users.nickName, portrait: users.portrait, experience: lineColumns.experience }).from(users).where(inArray(users.id, senderIds))).map(
          (sender) => [sender.id, sender],
        ),
      );
      // The messages this batch pushes out of the window, oldest first; the last ones of the batch push them.
      const leaving = (
        await tx
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(eq(chatMessages.channel, channel))
          .orderBy(desc(chatMessages.id))
          .offset(CHAT_WINDOW_SIZE)
          .limit(messages.length)
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
      const firstPushing = inserted.length - leaving.length;
      return inserted.map((row, index) => {
        const sender = senders.get(row.userId);
        if (!sender) throw new Error(`no sender ${row.userId}`);
        const line = toLine({ ...row, userId: sender.id, nickName: sender.nickName, portrait: sender.portrait, experience: sender.experience });
        const ops: PatchOp[] = [{ op: 'set', path: ['messages', messageKey(line.id)], value: line }];
        const pushedOut = index >= firstPushing ? leaving[index - firstPushing] : undefined;
        if (pushedOut !== undefined) ops.push({ op: 'del', path: ['messages', messageKey(pushedOut)] });
        return { line, change: { channel, seq: lastSeq - inserted.length + 1 + index, ops } };
      });
    });
  };

  return {
    appendAll,

    /** Marks a room's message deleted; undefined when there is no such message there (or it is gone already). */
    /** Marks a message of `target`'s chat deleted (by a moderator, or null for a platform operator). */
    async remove(target: ChatTarget, messageId: number, deletedBy: number | null, at: number): Promise<{ line: ChatLine; change: ChatChange } | undefined> {
      const channel = channelOfTarget(target);
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .update(chatMessages)
          .set({ deletedAt: new Date(at), deletedBy })
          .where(and(eq(chatMessages.id, messageId), eq(chatMessages.channel, channel), isNull(chatMessages.deletedAt)))
          .returning({ id: chatMessages.id });
        if (!deleted) return undefined;
        const seq = await raiseRevision(tx, channel);
        const line = await lineById(tx, messageId);
        if (!line) throw new Error('message not readable');
        const ops: PatchOp[] = [{ op: 'del', path: ['messages', messageKey(messageId)] }];
        return { line, change: { channel, seq, ops } };
      });
    },

    /** The patch that sets a room's header anew. */
    async headerChanged(roomId: number, header: RoomHeader): Promise<ChatChange> {
      const channel = `room:${roomId}`;
      const seq = await db.transaction((tx) => raiseRevision(tx, channel));
      return { channel, seq, ops: [{ op: 'set', path: ['room'], value: header }] };
    },

    /**
     * A channel's state: its revision read first, then the newest messages, so the state is at least
     * as new as the revision and the patches after it (each of which can be applied twice) bring it level.
     */
    async snapshot(channel: string, header: RoomHeader | undefined): Promise<{ seq: number; state: unknown }> {
      const target = targetOfChannel(channel);
      if (target === undefined) throw new Error(`not a chat channel: ${channel}`);
      const [revision] = await db.select({ revision: chatChannels.revision }).from(chatChannels).where(eq(chatChannels.channel, channel));
      const rows = await db
        .select(lineColumns)
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(eq(chatMessages.channel, channel))
        .orderBy(desc(chatMessages.id))
        .limit(CHAT_WINDOW_SIZE);
      const messages: Record<string, ChatLine> = {};
      for (const row of rows.reverse()) if (row.deletedAt === null) messages[messageKey(row.id)] = toLine(row);
      const state = target.roomId !== undefined ? { room: header, messages } : { matchId: target.matchId, messages };
      return { seq: revision?.revision ?? 0, state };
    },

    /** A page of history, oldest first, of the messages before `before` (all when absent). */
    async history(target: ChatTarget, pageSize: number, before: number | undefined): Promise<{ list: ChatLine[]; nextBefore: number | null }> {
      const channel = channelOfTarget(target);
      const rows = await db
        .select(lineColumns)
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(
          and(eq(chatMessages.channel, channel), isNull(chatMessages.deletedAt), before === undefined ? undefined : lt(chatMessages.id, before)),
        )
        .orderBy(desc(chatMessages.id))
        .limit(pageSize + 1);
      const more = rows.length > pageSize;
      const page = rows.slice(0, pageSize).reverse().map(toLine);
      return { list: page, nextBefore: more && page[0] ? page[0].id : null };
    },
  };
}

export type ChatLog = ReturnType<typeof createChatLog>;

/** A room's header from the rooms table (kept by the rooms feature and the media server) and its chat settings. */
export function roomHeaderReader(db: Db): RoomHeaderReader {
  return async (roomId) => {
    const [row] = await db
      .select({
        anchorId: rooms.anchorId,
        title: rooms.title,
        notice: rooms.notice,
        isLive: rooms.isLive,
        onAir: rooms.onAir,
        slowModeSeconds: chatRoomSettings.slowModeSeconds,
        matchId: rooms.matchId,
        matchType: rooms.matchType,
        openedAt: roomSessions.startedAt,
      })
      .from(rooms)
      .leftJoin(chatRoomSettings, eq(chatRoomSettings.roomId, rooms.id))
      .leftJoin(roomSessions, runningSessionOf(rooms.id))
      .where(eq(rooms.id, roomId))
      .limit(1);
    if (!row) return undefined;
    const isLive = row.isLive === 1 ? 1 : 0;
    return {
      roomId,
      anchorId: row.anchorId,
      title: row.title,
      notice: row.notice,
      isLive,
      // A closed room is never on air.
      onAir: isLive === 1 && row.onAir,
      slowModeSeconds: row.slowModeSeconds ?? 0,
      matchId: row.matchType === null ? null : row.matchId,
      matchType: row.matchId === null ? null : row.matchType,
      openedAt: openedAtOf(isLive, row.openedAt),
    };
  };
}
