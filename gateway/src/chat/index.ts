import { AUTH_COOKIE, banAnnouncement, managerAnnouncement } from '@portal/contracts';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { PortalServer } from '../realtime/channels/socket-types';
import { ChatChannels } from './chat-channels';
import { createChatLog, roomHeaderReader } from './chat-log';
import { type ChatService, createChatService } from './chat-service';
import { attachChatSockets, goLiveNotifier } from './chat-sockets';
import type { RoomAudience, RoomAudienceLookup } from './room-audience';
import type { SocketSessions } from './socket-sessions';
import { createModeration, type Moderation, silentModerationFeed, type ModerationFeed } from './moderation';
import { type ChatRecords, createChatRecords } from './records';
import { createRoomRules } from './room-rules';
import type { GoLiveNotifier, RoomAnnouncement, RoomChannelPublisher } from './seams';
import { PLATFORM_WORDS } from './words';

import { systemClock, type Clock } from '../clock';
import type { NobilityLookup } from '../nobility/reader';

export type ChatOptions = {
  db: Db;
  clock?: Clock | undefined;
  /** Noble badges and bubbles on messages, and ban protection; by default the nobility feature's. */
  nobility?: NobilityLookup | undefined;
  /** The platform's word list; by default {@link PLATFORM_WORDS}. */
  platformWords?: readonly string[];
  /** Whether a match exists for its chat; by default whether the live scores know it. */
  matchExists?: ((matchId: number) => boolean | Promise<boolean>) | undefined;
  /** How often this gateway shares its rooms' viewer counts with the others; 5 s by default. */
  audienceShareMs?: number | undefined;
  /** How often sockets whose session expired are ended unasked; a minute by default. */
  sessionSweepMs?: number | undefined;
};

/** What the other features use of the chat. */
export type Chat = {
  /** Stores an announcement as a chat message of its kind and broadcasts it like any message. */
  announce(roomId: number, message: RoomAnnouncement): Promise<void>;
  /** For the rooms feature: call after a room's title, notice, open/close or on-air state changed. */
  roomChannelPublisher: RoomChannelPublisher;
  /** For the rooms feature: call when an anchor opens the room. */
  goLiveNotifier: GoLiveNotifier;
  /** For the chat routes. */
  service: ChatService;
  moderation: Moderation;
  records: ChatRecords;
  /** How many have a room's page open now, on every gateway; 0 where the app serves no sockets. */
  audience: RoomAudienceLookup;
};

declare module 'fastify' {
  interface FastifyInstance {
    chat: Chat;
  }
}

/**
 * The chat of live rooms and matches and, when the app serves sockets, the room channels,
 * `chat.send`, the moderator consoles' feed and go-live notices on them.
 */
export const chatPlugin = fp<ChatOptions>(
  async (app, options) => {
    const clock = options.clock ?? systemClock;
    const nobility = options.nobility ?? app.nobility;
    const sessions = app.accounts.sessions;
    const chatLog = createChatLog(options.db);
    const header = roomHeaderReader(options.db);
    const channels = new ChatChannels(chatLog, header, app.log);
    let feed: ModerationFeed = silentModerationFeed;
    let io: PortalServer | undefined;
    let audience: RoomAudience | undefined;
    let socketSessions: SocketSessions | undefined;
    const rules = createRoomRules(options.db, clock, app.ephemeral);
    // Every moderation change (bans, managers, words, slow mode) is one the rules in memory must see.
    const moderationFeed: ModerationFeed = {
      async changed(change) {
        await rules.changed(change.roomId);
        await feed.changed(change);
        if (change.change === 'banAdded') await tell(change.roomId, change.ban.user.id, banAnnouncement(change.ban));
        if (change.change === 'managerAdded') await tell(change.roomId, change.manager.user.id, managerAnnouncement(change.manager.user, change.act.actor));
      },
      revoked: (roomId, userId) => feed.revoked(roomId, userId),
    };
    const moderation = createModeration({ db: options.db, clock, nobility, feed: () => moderationFeed });
    const chat = createChatService({
      db: options.db,
      chatLog,
      channels,
      moderation,
      header,
      store: app.ephemeral,
      clock,
      nobility,
      platformWords: options.platformWords ?? PLATFORM_WORDS,
      rules,
      matchExists: options.matchExists ?? ((matchId) => app.realtime.scores.anyMatch(matchId) !== undefined),
    });
    // A ban and a manager's appointment are told in the room's chat as a system line, after the
    // consoles have them; the change stands if the line cannot be written.
    const tell = (roomId: number, userId: number, content: string) =>
      chat
        .announce(roomId, { kind: 'system', userId, content })
        .catch((error: unknown) => app.log.warn({ err: error, roomId }, 'a moderation change could not be told in the chat'));
    const records = createChatRecords(options.db, chatLog, clock);
    const sockets = app.realtimeSockets;
    if (sockets !== undefined) {
      io = sockets.io;
      ({ feed, audience, sessions: socketSessions } = attachChatSockets({
        sockets,
        channels,
        chat,
        moderation,
        log: app.log,
        clock,
        audienceShareMs: options.audienceShareMs,
        sessionSweepMs: options.sessionSweepMs,
        async resolveSession({ auth, headers }) {
          const cookieHeader = Array.isArray(headers.cookie) ? headers.cookie[0] : headers.cookie;
          const fromCookie = cookieHeader ? app.parseCookie(cookieHeader)[AUTH_COOKIE] : undefined;
          const token = typeof auth.token === 'string' && auth.token !== '' ? auth.token : fromCookie;
          if (!token) return null;
          const found = await sessions.resolve(token);
          return found && { userId: found.user.id, sessionId: found.sessionId, expiresAt: found.expiresAt };
        },
      }));
    }
    // What another gateway shared while Redis was away never came: the chat channels are read again once it is back.
    const stopCatchingUp = sockets?.clustered ? app.realtime.hub?.onShareRestored(() => channels.catchUp()) : undefined;
    // A logout or a password change ends the session on its open sockets too, on every gateway.
    const stopEnding = sessions.onEnded((ended) => socketSessions?.end(ended));
    app.addHook('onClose', async () => {
      stopEnding();
      socketSessions?.close();
      stopCatchingUp?.();
      audience?.close();
      channels.close();
    });

    app.decorate('chat', {
      announce: (roomId: number, message: RoomAnnouncement) => chat.announce(roomId, message),
      roomChannelPublisher: chat.publisher,
      goLiveNotifier: goLiveNotifier(options.db, () => io),
      service: chat,
      moderation,
      records,
      audience: (roomId) => audience?.viewers(roomId) ?? 0,
    });
  },
  { name: 'chat', dependencies: ['ephemeral', 'accounts', 'nobility', 'realtime'] },
);
