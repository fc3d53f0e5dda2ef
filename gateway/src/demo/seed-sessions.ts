import { giftAnnouncement, hashSeed, seededRandom } from '@portal/contracts';
import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatMessages, gifts, roomSessions } from '../db/schema';
import { postGift } from '../wallet/gifts';
import { type DemoLine, demoChatRows, demoSpeaker } from './seed-chat';

/** The dearest diamond gift the demo's viewers sent in the ended sessions, so the grants cover them all. */
export const PAST_GIFT_MOST = 50;

/** Lines of an ended session's chat. */
const pastLines: DemoLine[] = [
  { speaker: 0, content: '开播啦，今天先聊聊双方的首发' },
  { speaker: 1, content: '来了来了，主播晚上好' },
  { speaker: 2, content: '这场我看好客队爆冷' },
  { speaker: 3, content: '主播分析得很到位' },
  { speaker: 1, content: '中场这波配合太漂亮了' },
  { speaker: 2, content: '裁判这个判罚有争议啊' },
  { speaker: 0, content: '下半场我们重点看看换人调整' },
  { speaker: 3, content: '终于进球了！' },
  { speaker: 1, content: '明天还来，主播辛苦了' },
  { speaker: 0, content: '感谢大家的礼物，我们下次直播见' },
];

/**
 * The ended demo sessions as their viewers filled them: in each, the anchor and three of the other
 * demo anchors chat, and those three send a few gifts, diamonds up to {@link PAST_GIFT_MOST} and
 * tickets, each through the ledger at the minute it was sent, with its line in the chat. Run
 * after the anchors' grants and before anything else they spend, so every balance after follows
 * the order of time. Deterministic from the session ids.
 */
export async function seedPastSessions(tx: Db, anchorIds: readonly number[], now: number): Promise<void> {
  const ended = await tx
    .select()
    .from(roomSessions)
    .where(and(isNotNull(roomSessions.endedAt), lte(roomSessions.endedAt, new Date(now))))
    .orderBy(asc(roomSessions.startedAt), asc(roomSessions.id));
  const catalogue = await tx.select().from(gifts).orderBy(asc(gifts.sort));
  const offered = catalogue.filter((gift) => gift.currency === 'ticket' || gift.price <= PAST_GIFT_MOST);

  const sent: Array<{ gift: (typeof offered)[number]; session: (typeof ended)[number]; senderId: number; count: number; requestKey: string; at: Date }> = [];
  for (const session of ended) {
    const random = seededRandom(hashSeed('past-session', session.id));
    const startedAt = session.startedAt.getTime();
    const span = (session.endedAt?.getTime() ?? startedAt) - startedAt;
    const at = (share: number) => new Date(startedAt + Math.floor(share * span));

    const said = pastLines.filter((line) => line.speaker === 0 || random() < 0.8);
    const room = { id: session.roomId, anchorId: session.anchorId };
    await tx.insert(chatMessages).values(demoChatRows(room, anchorIds, said, (index) => at((index + 0.5) / said.length)));

    const giftCount = 1 + Math.floor(random() * 3);
    for (let n = 0; n < giftCount; n += 1) {
      const gift = offered[Math.floor(random() * offered.length)];
      if (gift === undefined) break;
      const senderId = demoSpeaker(anchorIds, session.anchorId, 1 + Math.floor(random() * 3));
      const count = gift.price === 1 ? 1 + Math.floor(random() * 3) : 1;
      sent.push({ gift, session, senderId, count, requestKey: `demo-past-gift:${session.id}:${n}`, at: at((n + 0.3 + random() * 0.5) / giftCount) });
    }
  }

  // Rooms overlap in time: the gifts go to the ledger in the order they were sent.
  for (const { gift, session, senderId, count, requestKey, at } of sent.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await postGift(tx, gift, { senderId, anchorId: session.anchorId, roomId: session.roomId, count, requestKey, at }, async () => null);
    await tx.insert(chatMessages).values({
      channel: `room:${session.roomId}`,
      roomId: session.roomId,
      kind: 'gift',
      userId: senderId,
      content: giftAnnouncement(gift.name, count, 1),
      gift: { giftId: gift.id, name: gift.name, icon: gift.icon, count, combo: 1 },
      createdAt: at,
    });
  }
}
