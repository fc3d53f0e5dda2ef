import { randomBytes } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import {
  chatSendRequestSchema,
  FOLLOW_TARGET,
  MATCH_FOLLOW_TARGET,
  NOT_MODERATOR_MESSAGE,
  roomModJoinRequestSchema,
  ResultCode,
  GENERIC_FAILURE_MESSAGE,
  INVALID_PARAMETERS_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  type ChatSendReply,
  type ModerationChange,
  type Patch,
  type RoomModJoinReply,
  INPUT_TEXT_LIMITS,
  inputViolation,
} from '@portal/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { follows } from '../db/schema';
import { AppError } from '../http/errors';
import type { RealtimeLog } from '../realtime/channels/log';
import type { PortalServer, PortalSocket } from '../realtime/channels/socket-types';
import type { RealtimeSockets } from '../realtime/channels/socket';
import type { ChatChannels } from './chat-channels';
import type { ChatService } from './chat-service';
import { targetOfChannel, type ChatChange } from './chat-log';
import type { Moderation, ModerationFeed } from './moderation';
import { RoomAudience } from './room-audience';
import type { GoLiveNotifier } from './seams';
import { createSocketSessions, type SocketSessions, type SocketSignIn } from './socket-sessions';

/** The socket.io room of one user's sockets (go-live notices, losing a console). */
/** The input policy of the REST calls, for what a socket sends. */
const SOCKET_INPUT_POLICY = { part: 'body', maxTextLength: INPUT_TEXT_LIMITS.body } as const;

export const userRoom = (userId: number) => `user:${userId}`;
/** The socket.io room of a room's open moderator consoles. */
export const roomModRoom = (roomId: number) => `roommod:${roomId}`;

/** Followers notified per emit, so one anchor with many fans makes a few bounded messages. */
const NOTICE_BATCH = 500;

export type ChatSocketsOptions = {
  sockets: RealtimeSockets;
  channels: ChatChannels;
  chat: ChatService;
  moderation: Moderation;
  /** The live session of a socket's handshake (auth token or auth cookie), if any. */
  resolveSession(handshake: { auth: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }): Promise<SocketSignIn | null>;
  log: RealtimeLog;
  clock: Clock;
  /** How often this gateway shares its rooms' viewer counts with the others; 5 s by default. */
  audienceShareMs?: number | undefined;
  /** How often sockets whose session expired are ended unasked; a minute by default. */
  sessionSweepMs?: number | undefined;
};

function refusal(error: unknown, log: RealtimeLog): { ok: false; code: number; message: string } {
  if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
  log.error({ err: error }, 'chat: a socket request failed');
  return { ok: false, code: ResultCode.INTERNAL, message: GENERIC_FAILURE_MESSAGE };
}

/**
 * The chat on the realtime sockets: chat channels served from their own store, the same changes
 * shared with the other gateways through the socket.io adapter, `chat.send`, the moderator consoles'
 * feed (`roommod.join`, moderators only), each signed-in socket in its user's room until its session
 * ends (./socket-sessions.ts), and how many watch each room, counted on every gateway.
 */
export function attachChatSockets(options: ChatSocketsOptions): { feed: ModerationFeed; audience: RoomAudience; sessions: SocketSessions } {
  const { sockets, channels, chat, moderation, log } = options;
  const io: PortalServer = sockets.io;
  sockets.addChannels(channels);
  const sessions = createSocketSessions({ io, clustered: sockets.clustered, clock: options.clock, sweepMs: options.sessionSweepMs });
  const audience = new RoomAudience(io, {
    clustered: sockets.clustered,
    node: randomBytes(8).toString('hex'),
    clock: options.clock,
    share: (share) => io.serverSideEmit('room.audience', share),
    shareEveryMs: options.audienceShareMs,
  });
  if (sockets.clustered) {
    channels.shareWith((changes) => io.serverSideEmit('channel.family.patches', [...changes]));
    io.on('channel.family.patches', (patches: Patch[]) => {
      for (const patch of patches) channels.receive(patch as ChatChange);
    });
    io.on('room.audience', (share) => audience.receive(share));
  }

  // A noble with 进场通知 is announced in the room whose channel they join (chat-service `enter`).
  sockets.onJoin((socket, channel) => {
    const roomId = targetOfChannel(channel)?.roomId;
    const userId = sessions.userOf(socket);
    if (roomId === undefined || userId === undefined) return;
    chat.enter(userId, roomId).catch((error: unknown) => log.error({ err: error, roomId }, 'chat: announcing a noble coming in failed'));
  });

  io.use((socket, next) => {
    options
      .resolveSession({ auth: socket.handshake.auth, headers: socket.handshake.headers })
      .then((found) => {
        if (found !== null) sessions.signIn(socket, found);
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'chat: resolving a socket user failed');
        next();
      });
  });

  io.on('connection', (socket: PortalSocket) => {
    if (socket.data.userId !== undefined) void socket.join(userRoom(socket.data.userId));
    sessions.joinRooms(socket);

    socket.on('chat.send', async (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (reply: ChatSendReply) => void;
      const breach = inputViolation(request, chatSendRequestSchema, SOCKET_INPUT_POLICY);
      if (breach) return answer({ ok: false, code: ResultCode.BAD_REQUEST, message: breach });
      const parsed = chatSendRequestSchema.safeParse(request);
      if (!parsed.success) return answer({ ok: false, code: ResultCode.BAD_REQUEST, message: parsed.error.issues[0]?.message ?? INVALID_PARAMETERS_MESSAGE });
      const userId = sessions.userOf(socket);
      if (userId === undefined) return answer({ ok: false, code: ResultCode.UNAUTHORIZED, message: SIGN_IN_REQUIRED_MESSAGE });
      const { roomId, matchId, content } = parsed.data;
      try {
        const target = roomId !== undefined ? { roomId } : { matchId: matchId as number };
        answer({ ok: true, message: await chat.send(userId, target, content) });
      } catch (error) {
        answer(refusal(error, log));
      }
    });

    socket.on('roommod.join', async (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (reply: RoomModJoinReply) => void;
      const parsed = roomModJoinRequestSchema.safeParse(request);
      if (!parsed.success) return answer({ ok: false, message: INVALID_PARAMETERS_MESSAGE });
      const userId = sessions.userOf(socket);
      if (userId === undefined) return answer({ ok: false, message: SIGN_IN_REQUIRED_MESSAGE });
      try {
        const role = await moderation.roleIn(parsed.data.roomId, userId);
        if (role !== 'anchor' && role !== 'manager') return answer({ ok: false, message: NOT_MODERATOR_MESSAGE });
        // The session may have ended while the role was looked up.
        if (sessions.userOf(socket) !== userId) return answer({ ok: false, message: SIGN_IN_REQUIRED_MESSAGE });
        await socket.join(roomModRoom(parsed.data.roomId));
        answer({ ok: true });
      } catch (error) {
        answer({ ok: false, message: refusal(error, log).message });
      }
    });

    socket.on('roommod.leave', (request: unknown) => {
      const parsed = roomModJoinRequestSchema.safeParse(request);
      if (parsed.success) void socket.leave(roomModRoom(parsed.data.roomId));
    });
  });

  return {
    audience,
    sessions,
    feed: {
      changed(change: ModerationChange) {
        io.to(roomModRoom(change.roomId)).emit('roommod.change', change);
        // The user banned or let speak again hears it on every page they have open, at once.
        if (change.change === 'banAdded') {
          const { until, reason } = change.ban;
          io.to(userRoom(change.ban.user.id)).emit('chat.ban', { roomId: change.roomId, ban: { until, reason } });
        } else if (change.change === 'banRemoved' && change.act.target !== null) {
          io.to(userRoom(change.act.target.id)).emit('chat.ban', { roomId: change.roomId, ban: null });
        }
      },
      revoked(roomId, userId) {
        io.in(userRoom(userId)).socketsLeave(roomModRoom(roomId));
      },
    },
  };
}

/**
 * Go-live notices: every signed-in socket of a follower of the anchor gets `room.opened`, and when
 * the room opens for a reserved match, every socket of a fan following that match; one notice each.
 */
export function goLiveNotifier(db: Db, io: () => PortalServer | undefined): GoLiveNotifier {
  return {
    async roomOpened(notice) {
      const server = io();
      if (server === undefined) return;
      const ofAnchor = and(eq(follows.targetType, FOLLOW_TARGET.USER), eq(follows.targetId, notice.anchorId));
      const { match } = notice;
      const rows = await db
        .selectDistinct({ userId: follows.userId })
        .from(follows)
        .where(
          and(
            ne(follows.userId, notice.anchorId),
            match === undefined
              ? ofAnchor
              : or(ofAnchor, and(eq(follows.targetType, MATCH_FOLLOW_TARGET[match.matchType]), eq(follows.targetId, match.matchId))),
          ),
        );
      for (let start = 0; start < rows.length; start += NOTICE_BATCH) {
        const batch = rows.slice(start, start + NOTICE_BATCH).map((row) => userRoom(row.userId));
        server.to(batch).emit('room.opened', notice);
      }
    },
  };
}
