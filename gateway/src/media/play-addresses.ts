import { randomBytes } from 'node:crypto';
import type { PlayAddresses } from '@portal/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createPlaySigner, type PlaySigner, signedPlayPath } from './play-signature';

/** Signs a room's play addresses; the media server checks them with the same signer. */
export type PlayAddressSigner = {
  signer: PlaySigner;
  /** Signed play addresses of a room: same-origin HTTP-FLV, WS-FLV on the media host. */
  playAddresses(roomId: number): PlayAddresses;
};

declare module 'fastify' {
  interface FastifyInstance {
    playAddressSigner: PlayAddressSigner;
  }
}

export function createPlayAddressSigner(config: Config): PlayAddressSigner {
  const secret = config.media.secret ?? config.authSecret ?? randomBytes(32).toString('hex');
  const signer = createPlaySigner(secret);
  return {
    signer,
    playAddresses(roomId) {
      const expiresAt = Date.now() + config.media.playTtlSeconds * 1000;
      const signed = signedPlayPath(signer, roomId, expiresAt);
      return { httpFlv: `/media${signed}`, wsFlv: `${config.media.publicWsUrl}${signed}`, expiresAt };
    },
  };
}

export const playSignerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('playAddressSigner', createPlayAddressSigner(config));
  },
  { name: 'play-signer' },
);
