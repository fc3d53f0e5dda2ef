import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createArgon2Hasher, type PasswordHasher } from '../accounts/password-hasher';
import { type Clock, systemClock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createWallet, type Wallet } from './index';
import { createSandboxProvider, type SandboxProvider } from './payments';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: Wallet;
    /** The sandbox checkout top-ups go through outside production; undefined in production. */
    paymentSandbox: SandboxProvider | undefined;
  }
}

export type WalletPluginOptions = {
  config: Config;
  db: Db;
  passwordHasher?: PasswordHasher | undefined;
  clock?: Clock | undefined;
};

const RED_PACKET_SWEEP_MS = 60_000;

/** The wallet; expired red packets are swept every minute. */
export const walletPlugin = fp<WalletPluginOptions>(
  async (app, { config, db, passwordHasher, clock }) => {
    const secret = config.paymentSecret ?? config.authSecret ?? randomBytes(32).toString('hex');
    const sandbox = config.nodeEnv === 'production' ? undefined : createSandboxProvider(secret);
    const wallet = createWallet({
      db,
      clock: clock ?? systemClock,
      hasher: passwordHasher ?? createArgon2Hasher(),
      smsCodes: app.accounts.smsCodes,
      store: app.ephemeral,
      secret,
      paymentProvider: sandbox,
      announcer: app.chat,
      nobility: app.nobility,
      rooms: app.rooms.service,
      log: app.log,
    });
    app.decorate('wallet', wallet);
    app.decorate('paymentSandbox', sandbox);

    if (config.nodeEnv !== 'test') {
      const sweep = setInterval(() => {
        wallet.redPackets.expire().catch((error: unknown) => app.log.error({ err: error }, 'red packet sweep failed'));
      }, RED_PACKET_SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
  },
  { name: 'wallet', dependencies: ['ephemeral', 'accounts', 'nobility', 'chat', 'rooms'] },
);
