import type { Clock } from '../clock';
import { and, count, desc, eq } from 'drizzle-orm';
import { CHAT_MESSAGE_NOT_FOUND_MESSAGE, ResultCode, ROOM_NOT_FOUND_MESSAGE, type Horn, type ReportAddRequest } from '@portal/contracts';
import type { Db } from '../db/database';
import { chatMessages, chatReports, horns, rooms } from '../db/schema';
import { AppError } from '../http/errors';
import type { ChatLog, ChatTarget } from './chat-log';

const toHorn = (row: { id: number; content: string; link: string | null; createdAt: Date }): Horn => ({
  id: row.id,
  content: row.content,
  link: row.link,
  createdAt: row.createdAt.getTime(),
});

/** What the chat keeps besides its channels: history pages, horns and reports. */
export function createChatRecords(db: Db, chatLog: ChatLog, clock: Clock) {
  return {
    chatHistory: (target: ChatTarget, pageSize: number, before: number | undefined) => chatLog.history(target, pageSize, before),

    async horns(page: number, pageSize: number): Promise<{ list: Horn[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(horns)
          .orderBy(desc(horns.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(horns),
      ]);
      return { list: rows.map(toHorn), total: total?.value ?? 0 };
    },

    async newestHorn(): Promise<Horn | null> {
      const [row] = await db.select().from(horns).orderBy(desc(horns.id)).limit(1);
      return row ? toHorn(row) : null;
    },

    /** Stores a report of a room, or of a message in that room, for operators. */
    async report(reporterId: number, request: ReportAddRequest): Promise<{ id: number }> {
      const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, request.roomId));
      if (!room) throw new AppError(ResultCode.NOT_FOUND, ROOM_NOT_FOUND_MESSAGE);
      const messageId = request.target === 'message' ? request.messageId : undefined;
      if (messageId !== undefined) {
        const [message] = await db
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, request.roomId)));
        if (!message) throw new AppError(ResultCode.NOT_FOUND, CHAT_MESSAGE_NOT_FOUND_MESSAGE);
      }
      const [row] = await db
        .insert(chatReports)
        .values({
          roomId: request.roomId,
          messageId: messageId ?? null,
          target: request.target,
          reason: request.reason,
          reporterId,
          createdAt: new Date(clock.now()),
        })
        .returning({ id: chatReports.id });
      if (!row) throw new Error('report not stored');
      return { id: row.id };
    },
  };
}

export type ChatRecords = ReturnType<typeof createChatRecords>;
