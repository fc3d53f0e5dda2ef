import { hashSeed, seededRandom, type ChatNoble, type MatchState } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { systemClock } from '../clock';
import type { Db } from '../db/database';
import { chatMessages, chatRoomSettings, horns, rooms } from '../db/schema';
import { chatNobleOf, createNobilityReader } from '../nobility/reader';
import { isUpcoming } from '../realtime/scores/projection';
import type { SimulatorModel } from '@portal/simulator';
import { createMatchTalk, mentionsOf, repliesTo } from './demo-match-talk';
import { ROOM_LINES } from './match-talk-lines';
import { worldMatchState } from './world-state';

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

/**
 * The chat of a room showing `match` as it stands at `now`: the anchor greets the viewers with the
 * match, the viewers (the other demo anchors) answer and talk of it, and the anchor speaks of it
 * again; no sentence twice. Deterministic from the room.
 */
export function matchRoomLines(roomId: number, match: MatchState, now: number): DemoLine[] {
  const talk = createMatchTalk(seededRandom(hashSeed('room-chat', roomId)));
  const mentions = mentionsOf(match, now);
  const opening = mentions.filter((mention) => mention.topic === (isUpcoming(match) ? 'prematch' : 'play'));
  const lines: DemoLine[] = [];
  const anchor = (from: typeof mentions) => {
    const content = talk.anchorLine(match, from, now);
    if (content !== undefined) lines.push({ speaker: 0, content });
    return content;
  };
  const viewer = (speaker: number, from: typeof mentions) => {
    const content = talk.fanLine(match, from, now);
    if (content !== undefined) lines.push({ speaker, content });
  };
  const welcome = anchor(opening);
  viewer(1, welcome === undefined ? mentions : repliesTo(welcome, match));
  viewer(2, mentions);
  viewer(3, mentions);
  const words = anchor(mentions);
  viewer(1, words === undefined ? mentions : repliesTo(words, match));
  viewer(2, mentions);
  return lines;
}

/** The chat of an open room that shows no match. */
const roomLines: DemoLine[] = [
  { speaker: 0, content: ROOM_LINES.anchor[0] },
  { speaker: 1, content: ROOM_LINES.viewers[0] },
  { speaker: 2, content: ROOM_LINES.viewers[1] },
  { speaker: 3, content: ROOM_LINES.viewers[2] },
  { speaker: 0, content: ROOM_LINES.anchor[1] },
  { speaker: 1, content: ROOM_LINES.viewers[3] },
  { speaker: 2, content: ROOM_LINES.viewers[4] },
];

const demoHorns = [
  { content: '欢迎来到直播频道！文明观赛，理性聊球，共建良好社区氛围。', link: null },
  { content: '英超焦点战今晚开打，多位主播同步解说，快来直播间一起看球！', link: '/live/1' },
  { content: '新用户注册即可参与聊天互动，关注主播开播第一时间提醒。', link: null },
];

/**
 * Demo chat for the seeded rooms: a few lines in every open room, of the match it shows as `world`
 * plays it at `now` (the demo anchors visit each other, a noble among them with the badge of the
 * tier they hold), a word list for the first room, and horns. Managers are left to the anchors to
 * appoint.
 */
export async function seedChat(tx: Db, anchorIds: readonly number[], world: SimulatorModel, now: number): Promise<void> {
  const roomRows = await tx.select({ id: rooms.id, anchorId: rooms.anchorId, isLive: rooms.isLive, matchId: rooms.matchId }).from(rooms).orderBy(asc(rooms.id));
  // Each speaker's tier as the chat reads it when a message is sent.
  const reader = createNobilityReader(tx, systemClock);
  const nobles = new Map<number, ChatNoble | null>();
  for (const userId of anchorIds) {
    const tier = await reader.tierOf(userId);
    nobles.set(userId, tier === undefined ? null : chatNobleOf(tier));
  }
  for (const room of roomRows.filter((row) => row.isLive === 1)) {
    const match = room.matchId === null ? undefined : worldMatchState(world, room.matchId);
    const lines = match === undefined ? roomLines : matchRoomLines(room.id, match, now);
    const start = now - lines.length * MINUTE;
    await tx.insert(chatMessages).values(demoChatRows(room, anchorIds, lines, (index) => new Date(start + index * MINUTE), (userId) => nobles.get(userId) ?? null));
  }
  const [firstRoom] = roomRows;
  if (firstRoom) await tx.insert(chatRoomSettings).values({ roomId: firstRoom.id, slowModeSeconds: 0, words: ['黑哨'] });
  const start = now - demoHorns.length * MINUTE;
  await tx.insert(horns).values(demoHorns.map((horn, index) => ({ ...horn, createdAt: new Date(start + index * MINUTE) })));
}
