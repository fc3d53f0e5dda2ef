import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../accounts/file-storage';
import type { RoomAudienceLookup } from '../chat/room-audience';
import type { GoLiveNotifier, RoomChannelPublisher } from '../chat/seams';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { createAnchorDirectory, type AnchorDirectory } from './anchors';
import { createAuditDesk, type AuditDesk } from './audits';
import { createFollowBook, type FollowBook } from './follows';
import { matchFactsFromScores } from './match-facts';
import { createReservationBook, type ReservationBook } from './reservations';
import { createRoomService, type RoomService } from './room-service';
import type { PlayAddressLookup } from './seams';

/** The live rooms: the room service (which the media server and the wallet ask too), anchors, follows, reservations, audits. */
export type LiveRooms = {
  service: RoomService;
  anchors: AnchorDirectory;
  follows: FollowBook;
  reservations: ReservationBook;
  audits: AuditDesk;
  /** Whether a cover URL is one of our uploads or a bundled demo image. */
  coverAccepted(url: string): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rooms: LiveRooms;
  }
}

/** What the app may be given for the live rooms instead of the chat's and the play signer's. */
export type LiveRoomDependencies = {
  /** The chat's room channel, re-read after a room opens, closes or changes. */
  roomChannel?: RoomChannelPublisher;
  /** The chat's notice to followers when an anchor opens the room. */
  goLiveNotifier?: GoLiveNotifier;
  /** Signed play addresses, shown on the room page while it is on air. */
  playAddresses?: PlayAddressLookup;
  /** How many watch a room, by the chat's count of its channel's sockets. */
  audience?: RoomAudienceLookup;
};

export type RoomsPluginOptions = { db: Db; clock?: Clock | undefined } & LiveRoomDependencies;

export const roomsPlugin = fp<RoomsPluginOptions>(
  async (app, options) => {
    const { db } = options;
    const clock = options.clock ?? systemClock;
    const matchFacts = app.realtime.hub ? matchFactsFromScores(app.realtime.scores) : undefined;
    const { fileStorage } = app.accounts;
    const reservations = createReservationBook(db, matchFacts, clock);
    app.decorate('rooms', {
      service: createRoomService(db, {
        roomChannel: options.roomChannel ?? app.chat.roomChannelPublisher,
        goLive: options.goLiveNotifier ?? app.chat.goLiveNotifier,
        reservations,
        playAddresses: options.playAddresses ?? app.playAddressSigner.playAddresses,
        audience: options.audience ?? app.chat.audience,
        clock,
        log: app.log,
      }),
      anchors: createAnchorDirectory(db, clock),
      follows: createFollowBook(db, matchFacts, (anchorId) => app.community.messages.pushUnread(anchorId)),
      reservations,
      audits: createAuditDesk(db, clock),
      coverAccepted: async (url: string) =>
        url.startsWith('/demo/') ? /^\/demo\/[\w-]+\.(svg|png|jpe?g|webp)$/.test(url) : url.startsWith(UPLOADS_URL_PREFIX) && fileStorage.holds(url),
    });
  },
  { name: 'rooms', dependencies: ['accounts', 'realtime', 'chat', 'play-signer', 'community'] },
);
