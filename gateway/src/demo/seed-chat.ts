import type { ChatNoble } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { systemClock } from '../clock';
import type { Db } from '../db/database';
import { chatMessages, chatRoomSettings, horns, rooms } from '../db/schema';
import { chatNobleOf, createNobilityReader } from '../nobility/reader';

const MINUTE = 60_000;

/** A demo chat line: who (0 the room's anchor, 1-3 the demo anchors after them, as viewers) said what. */
export type DemoLine = { speaker: number; content: string };

/** The demo anchor who is `speaker` in the room of `anchorId`. */
export const demoSpeaker = (anchorIds: readonly number[], anchorId: number, speaker: number): number =>
  anchorIds[(anchorIds.indexOf(anchorId) + speaker) % anchorIds.length] as number;

/** The chat rows of demo lines in a room, the n-th sent at `at(n)`, with the noble badge `nobleOf` gives its speaker. */
export function demoChatRows(
  room: { id: number; anchorId: number },
  anchorIds: readonly number[],
  lines: readonly DemoLine[],
  at: (index: number) => Date,
  nobleOf: (userId: number) => ChatNoble | null = () => null,
): (typeof chatMessages.$inferInsert)[] {
  const speakerOf = (speaker: number) => demoSpeaker(anchorIds, room.anchorId, speaker);
  return lines.map((line, index) => ({
    channel: `room:${room.id}`,
    roomId: room.id,
    kind: 'text',
    userId: speakerOf(line.speaker),
    noble: nobleOf(speakerOf(line.speaker)),
    content: line.content,
    createdAt: at(index),
  }));
}

/** Lines of the open rooms' chats today. */
const demoLines: DemoLine[] = [
  { speaker: 0, content: '欢迎大家来到直播间，今晚一起看球！' },
  { speaker: 1, content: '主播晚上好，前排占座' },
  { speaker: 2, content: '今天主队状态看着不错' },
  { speaker: 3, content: '上半场能进球吗？' },
  { speaker: 1, content: '这脚射门太可惜了' },
  { speaker: 0, content: '大家文明聊球，理性讨论哦' },
  { speaker: 2, content: '下半场换人应该会有变化' },
];

const demoHorns = [
  { content: '欢迎来到直播频道！文明观赛，理性聊球，共建良好社区氛围。', link: null },
  { content: '英超焦点战今晚开打，多位主播同步解说，快来直播间一起看球！', link: '/live/1' },
  { content: '新用户注册即可参与聊天互动，关注主播开播第一时间提醒。', link: null },
];

/**
 * Demo chat for the seeded rooms: a few lines in every open room (the demo anchors visit each
 * other, a noble among them with the badge of the tier they hold), a word list for the first room,
 * and horns. Managers are left to the anchors to appoint.
 */
export async function seedChat(tx: Db, anchorIds: readonly number[]): Promise<void> {
  const roomRows = await tx.select({ id: rooms.id, anchorId: rooms.anchorId, isLive: rooms.isLive }).from(rooms).orderBy(asc(rooms.id));
  const start = Date.now() - demoLines.length * MINUTE;
  // Each speaker's tier as the chat reads it when a message is sent.
  const reader = createNobilityReader(tx, systemClock);
  const nobles = new Map<number, ChatNoble | null>();
  for (const userId of anchorIds) {
    const tier = await reader.tierOf(userId);
    nobles.set(userId, tier === undefined ? null : chatNobleOf(tier));
  }
  for (const room of roomRows.filter((row) => row.isLive === 1)) {
    await tx.insert(chatMessages).values(demoChatRows(room, anchorIds, demoLines, (index) => new Date(start + index * MINUTE), (userId) => nobles.get(userId) ?? null));
  }
  const [firstRoom] = roomRows;
  if (firstRoom) await tx.insert(chatRoomSettings).values({ roomId: firstRoom.id, slowModeSeconds: 0, words: ['黑哨'] });
  await tx.insert(horns).values(demoHorns.map((horn, index) => ({ ...horn, createdAt: new Date(start + index * MINUTE) })));
}
