import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../accounts';
import type { Clock } from '../accounts/clock';
import { UPLOADS_URL_PREFIX } from '../accounts/file-storage';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { RealtimeHub } from '../realtime/hub';
import { ScoreReader } from '../realtime/score-reader';
import { liveRoomRoutes } from '../routes/api/live-rooms';
import { createAnchorDirectory } from './anchors';
import { createAuditDesk } from './audits';
import { createFollowBook } from './follows';
import { matchFactsFromScores } from './match-facts';
import { createReservationBook } from './reservations';
import { createRoomService, type RoomService } from './room-service';
import type { GoLiveNotifier, PlayAddressLookup, RoomChannelPublisher } from './seams';

/** What the app may be given for the live rooms; each is optional and does nothing when absent. */
export type LiveRoomDependencies = {
  /** chat-gw's room channel, re-read after a room opens, closes or changes. */
  roomChannel?: RoomChannelPublisher;
  /** chat-gw's notice to followers when an anchor opens the room. */
  goLiveNotifier?: GoLiveNotifier;
  /** media-gw's signed play addresses, shown on the room page while it is on air. */
  playAddresses?: PlayAddressLookup;
};

export type LiveRoomWiring = {
  config: Config;
  db: Db;
  accounts: Accounts;
  clock?: Clock | undefined;
  realtime?: RealtimeHub | undefined;
} & LiveRoomDependencies;

/**
 * Registers the live-room calls and answers the room service, which the media server uses
 * (canPublish, setOnAir) and chat may use (anchorOf).
 */
export async function registerLiveRooms(app: FastifyInstance, wiring: LiveRoomWiring): Promise<RoomService> {
  const { db, accounts, config } = wiring;
  const clock = wiring.clock ?? Date;
  const matchFacts = wiring.realtime ? matchFactsFromScores(new ScoreReader(wiring.realtime.store, wiring.realtime.clock)) : undefined;
  const rooms = createRoomService(db, {
    roomChannel: wiring.roomChannel,
    goLive: wiring.goLiveNotifier,
    playAddresses: wiring.playAddresses,
    clock,
    log: app.log,
  });
  await app.register(liveRoomRoutes, {
    rooms,
    anchors: createAnchorDirectory(db, clock),
    follows: createFollowBook(db, matchFacts),
    reservations: createReservationBook(db, matchFacts, clock),
    audits: createAuditDesk(db, clock),
    sessions: accounts.sessions,
    coverAccepted: async (url) =>
      url.startsWith('/demo/') ? /^\/demo\/[\w-]+\.(svg|png|jpe?g|webp)$/.test(url) : url.startsWith(UPLOADS_URL_PREFIX) && accounts.fileStorage.holds(url),
    operatorToken: config.operatorToken,
  });
  return rooms;
}
