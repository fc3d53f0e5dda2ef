import { randomInt } from 'node:crypto';
import {
  type GrabRedPacketResult,
  RED_PACKET_TTL_MS,
  type RedPacket,
  redPacketAnnouncement,
  type RedPacketDetail,
  ResultCode,
  TransactionType,
  WALLET_MESSAGES,
} from '@portal/contracts';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { redPacketGrabs, redPackets, users } from '../db/schema';
import { AppError } from '../http/errors';
import { walletBalancesOf } from './balances';
import { platformAccount, runLedgerTransaction, userAccount } from './ledger';
import type { Clock } from '../clock';
import type { RoomAnchors } from '../rooms/seams';
import type { RoomAnnouncer } from './ports';
import { anchorOfRoom } from './room-anchor';

/**
 * `total` split into `count` random shares of at least 1 each: every share is drawn between 1 and
 * twice the mean of what is left, so early grabs have no edge on average; the last takes the rest.
 */
export function splitRedPacket(total: number, count: number, draw: (min: number, maxExclusive: number) => number = randomInt): number[] {
  const shares: number[] = [];
  let left = total;
  for (let remaining = count; remaining > 1; remaining -= 1) {
    const spare = left - remaining;
    const cap = Math.min(spare, Math.floor((2 * spare) / remaining));
    const share = 1 + (cap > 0 ? draw(0, cap + 1) : 0);
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  return shares;
}

type PacketRow = typeof redPackets.$inferSelect;

const unavailable = (message: string) => new AppError(ResultCode.RED_PACKET_UNAVAILABLE, message);

export type RedPacketsOptions = { db: Db; clock: Clock; rooms: RoomAnchors; announcer: RoomAnnouncer; log: FastifyBaseLogger };

/** Red packets in rooms: sent into escrow, grabbed share by share, the rest returned on expiry exactly once. */
export function createRedPackets({ db, clock, rooms, announcer, log }: RedPacketsOptions) {
  const escrow = platformAccount('red-packets');

  async function answer(row: PacketRow, viewerId: number | undefined): Promise<RedPacket> {
    const [sender] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, row.senderId));
    let myAmount: number | null = null;
    if (viewerId !== undefined) {
      const [mine] = await db
        .select({ amount: redPacketGrabs.amount })
        .from(redPacketGrabs)
        .where(and(eq(redPacketGrabs.packetId, row.id), eq(redPacketGrabs.userId, viewerId)));
      myAmount = mine?.amount ?? null;
    }
    const status = row.status === 'finished' || row.status === 'expired' ? row.status : 'open';
    return {
      id: row.id,
      roomId: row.roomId,
      senderId: row.senderId,
      senderNickName: sender?.nickName ?? '',
      count: row.count,
      total: row.total,
      grabbedCount: row.grabbedCount,
      grabbedAmount: row.grabbedAmount,
      status,
      myAmount,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function packet(packetId: number): Promise<PacketRow> {
    const [row] = await db.select().from(redPackets).where(eq(redPackets.id, packetId));
    if (!row) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.redPacketNotFound);
    return row;
  }

  return {
    async send(senderId: number, request: { roomId: number; count: number; total: number; requestKey: string }): Promise<RedPacket> {
      const { roomId, count, total, requestKey } = request;
      await anchorOfRoom(rooms, roomId);
      const shares = splitRedPacket(total, count);
      const outcome = await runLedgerTransaction(db, {
        userId: senderId,
        requestKey,
        request: { roomId, count, total },
        type: TransactionType.RED_PACKET_SEND,
        async work({ tx, post }) {
          const now = clock.now();
          const [row] = await tx
            .insert(redPackets)
            .values({ roomId, senderId, count, total, shares, expiresAt: new Date(now + RED_PACKET_TTL_MS), createdAt: new Date(now) })
            .returning({ id: redPackets.id });
          const remark = `red-packet:${row!.id}`;
          await post([
            { account: userAccount(senderId), currency: 'balance', amount: -total, type: TransactionType.RED_PACKET_SEND, remark },
            { account: escrow, currency: 'balance', amount: total, type: TransactionType.RED_PACKET_SEND, remark },
          ]);
          return { packetId: row!.id };
        },
      });
      const sent = await answer(await packet(outcome.result.packetId), senderId);
      if (!outcome.replayed) {
        announcer
          .announce(roomId, { kind: 'redPacket', userId: senderId, content: redPacketAnnouncement(total), redPacket: { packetId: sent.id, count, total } })
          .catch((error: unknown) => log.error({ err: error, roomId }, 'red packet announcement failed'));
      }
      return sent;
    },

    /** One grab per user; the n-th grab takes the n-th share while the packet is open and unexpired. */
    async grab(userId: number, packetId: number): Promise<GrabRedPacketResult> {
      const row = await packet(packetId);
      if (row.senderId === userId) throw unavailable(WALLET_MESSAGES.redPacketOwn);
      const outcome = await runLedgerTransaction(db, {
        userId,
        requestKey: `red-packet-grab:${packetId}`,
        request: { packetId },
        type: TransactionType.RED_PACKET_GRAB,
        async work({ tx, post }): Promise<GrabRedPacketResult> {
          const now = new Date(clock.now());
          const [taken] = await tx
            .update(redPackets)
            .set({ grabbedCount: sql`${redPackets.grabbedCount} + 1` })
            .where(
              and(
                eq(redPackets.id, packetId),
                eq(redPackets.status, 'open'),
                sql`${redPackets.grabbedCount} < ${redPackets.count}`,
                sql`${redPackets.expiresAt} > ${now.toISOString()}`,
              ),
            )
            .returning();
          if (!taken) {
            const [current] = await tx.select().from(redPackets).where(eq(redPackets.id, packetId));
            const expired = current?.status === 'expired' || (current !== undefined && current.status === 'open' && current.expiresAt <= now);
            throw unavailable(expired ? WALLET_MESSAGES.redPacketExpired : WALLET_MESSAGES.redPacketGone);
          }
          const amount = taken.shares[taken.grabbedCount - 1];
          if (amount === undefined) throw new Error(`red packet ${packetId} has no share ${taken.grabbedCount}`);
          await tx
            .update(redPackets)
            .set({
              grabbedAmount: sql`${redPackets.grabbedAmount} + ${amount}`,
              status: taken.grabbedCount === taken.count ? 'finished' : 'open',
            })
            .where(eq(redPackets.id, packetId));
          await tx.insert(redPacketGrabs).values({ packetId, userId, amount, createdAt: now });
          const remark = `red-packet:${packetId}`;
          await post([
            { account: escrow, currency: 'balance', amount: -amount, type: TransactionType.RED_PACKET_GRAB, remark },
            { account: userAccount(userId), currency: 'balance', amount, type: TransactionType.RED_PACKET_GRAB, remark },
          ]);
          return { packetId, amount, balances: await walletBalancesOf(tx, userId) };
        },
      });
      if (outcome.replayed) throw unavailable(WALLET_MESSAGES.redPacketAlreadyGrabbed);
      return outcome.result;
    },

    /**
     * Closes every open packet past its expiry and returns what was not grabbed to its sender. The
     * conditional close and the per-packet key make a second run (or a parallel one) return nothing.
     */
    async expire(): Promise<{ expired: number; returned: number }> {
      const due = await db
        .select({ id: redPackets.id, senderId: redPackets.senderId })
        .from(redPackets)
        .where(and(eq(redPackets.status, 'open'), lte(redPackets.expiresAt, new Date(clock.now()))));
      let expired = 0;
      let returned = 0;
      for (const { id, senderId } of due) {
        const outcome = await runLedgerTransaction(db, {
          userId: senderId,
          requestKey: `red-packet-return:${id}`,
          request: { packetId: id },
          type: TransactionType.RED_PACKET_RETURN,
          async work({ tx, post }) {
            const [closed] = await tx
              .update(redPackets)
              .set({ status: 'expired', returnedAmount: sql`${redPackets.total} - ${redPackets.grabbedAmount}` })
              .where(and(eq(redPackets.id, id), eq(redPackets.status, 'open')))
              .returning();
            if (!closed) return { returned: 0 };
            if (closed.returnedAmount > 0) {
              const remark = `red-packet:${id}`;
              await post([
                { account: escrow, currency: 'balance', amount: -closed.returnedAmount, type: TransactionType.RED_PACKET_RETURN, remark },
                { account: userAccount(senderId), currency: 'balance', amount: closed.returnedAmount, type: TransactionType.RED_PACKET_RETURN, remark },
              ]);
            }
            return { returned: closed.returnedAmount };
          },
        });
        if (!outcome.replayed) {
          expired += 1;
          returned += outcome.result.returned;
        }
      }
      return { expired, returned };
    },

    async openInRoom(roomId: number, viewerId: number | undefined): Promise<RedPacket[]> {
      const rows = await db
        .select()
        .from(redPackets)
        .where(and(eq(redPackets.roomId, roomId), eq(redPackets.status, 'open'), sql`${redPackets.expiresAt} > ${new Date(clock.now()).toISOString()}`))
        .orderBy(desc(redPackets.id))
        .limit(50);
      return Promise.all(rows.map((row) => answer(row, viewerId)));
    },

    async detail(packetId: number, viewerId: number | undefined): Promise<RedPacketDetail> {
      const row = await packet(packetId);
      const grabs = await db
        .select({ userId: redPacketGrabs.userId, nickName: users.nickName, amount: redPacketGrabs.amount, createdAt: redPacketGrabs.createdAt })
        .from(redPacketGrabs)
        .innerJoin(users, eq(users.id, redPacketGrabs.userId))
        .where(eq(redPacketGrabs.packetId, packetId))
        .orderBy(asc(redPacketGrabs.createdAt));
      return { packet: await answer(row, viewerId), grabs: grabs.map((grab) => ({ ...grab, createdAt: grab.createdAt.toISOString() })) };
    },
  };
}
export type RedPackets = ReturnType<typeof createRedPackets>;
