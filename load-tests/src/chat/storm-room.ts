import { newMobiles, signIn, signInAddress, signInAll, type PortalUser } from './accounts';
import { portalData } from './portal-http';

/** The first demo anchor of the gateway's seed (球评老王), whose room is open in the demo data. */
export const DEMO_ANCHOR_MOBILE = '13800000001';

/** The room of a chat storm and everyone signed in for it. */
export type StormRoom = {
  roomId: number;
  anchor: PortalUser;
  /** Appointed before the storm; each holds a moderator console with the anchor. */
  managers: PortalUser[];
  senders: PortalUser[];
  /** Banned in the middle of the storm. */
  troll: PortalUser;
  /** Made a manager in the middle of the storm. */
  newcomer: PortalUser;
  /** Everyone above, and how long signing them in took. */
  signedIn: number;
  signInMs: number;
};

/**
 * Opens the demo anchor's room and signs in everyone a storm needs, through the public API only:
 * the anchor opens the room (/api/room/up) and appoints the managers (/api/manager/add).
 */
export async function prepareStormRoom(baseUrl: string, cast: { senders: number; managers: number }): Promise<StormRoom> {
  const began = performance.now();
  const anchor = await signIn(baseUrl, DEMO_ANCHOR_MOBILE, signInAddress(baseUrl, 0));
  const room = await portalData<{ roomId: number }>(baseUrl, '/api/room/up', {
    body: { title: '聊天压测', navId: 1 },
    token: anchor.token,
  });
  const users = await signInAll(baseUrl, newMobiles(cast.managers + cast.senders + 2), 8, 1);
  const managers = users.slice(0, cast.managers);
  const [troll, newcomer] = users.slice(cast.managers, cast.managers + 2) as [PortalUser, PortalUser];
  const senders = users.slice(cast.managers + 2);
  for (const manager of managers) {
    await portalData(baseUrl, '/api/manager/add', { query: { nickName: manager.nickName, roomId: room.roomId }, token: anchor.token });
  }
  return { roomId: room.roomId, anchor, managers, senders, troll, newcomer, signedIn: users.length + 1, signInMs: performance.now() - began };
}
