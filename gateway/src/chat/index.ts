import { AUTH_COOKIE } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../accounts/sessions';
import type { Db } from '../db/database';
import type { EphemeralStore } from '../ephemeral/store';
import type { PortalServer } from '../realtime/socket';
import { ChatChannels } from './chat-channels';
import { createChatLog, roomHeaderReader } from './chat-log';
import { chatRoutes } from './chat-routes';
import { createChatService } from './chat-service';
import { attachChatSockets, goLiveNotifier } from './chat-sockets';
import { createModeration, silentModerationFeed, type ModerationFeed } from './moderation';
import { createChatRecords } from './records';
import { noNobility, type GoLiveNotifier, type NobilityLookup, type RoomAnnouncement, type RoomChannelPublisher } from './seams';
import { PLATFORM_WORDS } from './words';

export type { GoLiveNotifier, NobilityLookup, NobleTier, RoomAnnouncement, RoomChannelPublisher } from './seams';

export type ChatOptions = {
  db: Db;
  /** Rate limits, duplicates, slow mode and chat tokens; shared by every gateway when it is Redis. */
  store: EphemeralStore;
  sessions: SessionStore;
  clock?: { now(): number };
  /** Noble badges and bubbles on messages, and ban protection; by default nobody is noble. */
  nobility?: NobilityLookup;
  /** The platform's word list; by default {@link PLATFORM_WORDS}. */
  platformWords?: readonly string[];
};

/** What the other features use of the chat. */
export type Chat = {
  /** Stores an announcement as a chat message of its kind and broadcasts it like any message. */
  announce(roomId: number, message: RoomAnnouncement): Promise<void>;
  /** For the rooms feature: call after a room's title, notice, open/close or on-air state changed. */
  roomChannelPublisher: RoomChannelPublisher;
  /** For the rooms feature: call when an anchor opens the room. */
  goLiveNotifier: GoLiveNotifier;
};

/**
 * The chat of live rooms and matches: its routes, and, when the app serves sockets
 * (`app.realtimeSockets`, registered before this), the room channels, `chat.send`, the moderator
 * consoles' feed and go-live notices on them.
 */
export async function registerChat(app: FastifyInstance, options: ChatOptions): Promise<Chat> {
  const clock = options.clock ?? Date;
  const nobility = options.nobility ?? noNobility;
  const chatLog = createChatLog(options.db);
  const header = roomHeaderReader(options.db);
  const channels = new ChatChannels(chatLog, header, app.log);
  let feed: ModerationFeed = silentModerationFeed;
  let io: PortalServer | undefined;
  const moderation = createModeration({ db: options.db, clock, nobility, feed: () => feed });
  const chat = createChatService({
    db: options.db,
    chatLog,
    channels,
    moderation,
    header,
    store: options.store,
    clock,
    nobility,
    platformWords: options.platformWords ?? PLATFORM_WORDS,
  });
  const records = createChatRecords(options.db, chatLog, clock);
  await app.register(chatRoutes, { chat, moderation, records, sessions: options.sessions });

  const sockets = app.realtimeSockets;
  if (sockets !== undefined) {
    io = sockets.io;
    feed = attachChatSockets({
      sockets,
      channels,
      chat,
      moderation,
      log: app.log,
      async resolveUser({ auth, headers }) {
        const cookieHeader = Array.isArray(headers.cookie) ? headers.cookie[0] : headers.cookie;
        const fromCookie = cookieHeader ? app.parseCookie(cookieHeader)[AUTH_COOKIE] : undefined;
        const token = typeof auth.token === 'string' && auth.token !== '' ? auth.token : fromCookie;
        if (!token) return null;
        return (await options.sessions.resolve(token))?.user.id ?? null;
      },
    }).feed;
  }
  app.addHook('onClose', async () => channels.close());

  return {
    announce: (roomId, message) => chat.announce(roomId, message),
    roomChannelPublisher: chat.publisher,
    goLiveNotifier: goLiveNotifier(options.db, () => io),
  };
}
