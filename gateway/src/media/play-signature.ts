import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs and checks play addresses: an HMAC over the room id and the expiry, so a copied link dies. */
export type PlaySigner = {
  sign(roomId: number, expiresAt: number): string;
  /** Whether `sign` was made by this signer for this room and `expiresAt` is still ahead of `now`. */
  verify(roomId: number, expiresAt: number, sign: string, now: number): boolean;
};

export function createPlaySigner(secret: string): PlaySigner {
  const sign = (roomId: number, expiresAt: number) =>
    createHmac('sha256', secret).update(`play:${roomId}:${expiresAt}`).digest('base64url');
  return {
    sign,
    verify(roomId, expiresAt, given, now) {
      if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
      const expected = Buffer.from(sign(roomId, expiresAt));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** The stream path of a room on the media server; the ingest key never appears in it. */
export const roomStreamName = (roomId: number) => String(roomId);

/** `/live/<roomId>.flv` with its signature, as the media server and the gateway's proxy serve it. */
export function signedPlayPath(signer: PlaySigner, roomId: number, expiresAt: number): string {
  return `/live/${roomStreamName(roomId)}.flv?expires=${expiresAt}&sign=${signer.sign(roomId, expiresAt)}`;
}
