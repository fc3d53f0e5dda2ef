import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../accounts';
import type { Clock } from '../../accounts/clock';
import { createArgon2Hasher, type PasswordHasher } from '../../accounts/password-hasher';
import type { Config } from '../../config';
import { createSandboxProvider, createWallet, type RoomAnnouncer, type Wallet } from '../../wallet';
import { walletOperatorRoutes } from './operator';
import { roomMoneyRoutes } from './room-money';
import { sandboxPayRoutes } from './sandbox';
import { walletRoutes } from './wallet';

export type WalletWiring = {
  config: Config;
  accounts: Accounts;
  /** chat-gw's announce, so gifts, red packets and noble purchases show in the room; logged when absent. */
  announcer?: RoomAnnouncer | undefined;
  passwordHasher?: PasswordHasher | undefined;
  clock?: Clock | undefined;
};

const RED_PACKET_SWEEP_MS = 60_000;

/**
 * Builds the wallet and serves its calls: /pay/*, the /api money calls, the sandbox checkout (not in
 * production) and the operator routes (only when OPERATOR_TOKEN is set). Expired red packets are
 * swept every minute. Answers the wallet, whose `nobilityLookup` chat-gw takes.
 */
export async function registerWallet(app: FastifyInstance, wiring: WalletWiring): Promise<Wallet> {
  const { config, accounts } = wiring;
  const secret = config.paymentSecret ?? config.authSecret ?? randomBytes(32).toString('hex');
  const sandbox = config.nodeEnv === 'production' ? undefined : createSandboxProvider(secret);
  const wallet = createWallet({
    db: accounts.db,
    clock: wiring.clock ?? Date,
    hasher: wiring.passwordHasher ?? createArgon2Hasher(),
    smsCodes: accounts.smsCodes,
    secret,
    paymentProvider: sandbox,
    announcer: wiring.announcer,
    log: app.log,
  });

  await app.register(walletRoutes, { wallet });
  await app.register(roomMoneyRoutes, { wallet, sessions: accounts.sessions });
  if (sandbox) await app.register(sandboxPayRoutes, { wallet, sandbox });
  if (config.operatorToken) await app.register(walletOperatorRoutes, { wallet, operatorToken: config.operatorToken });

  if (config.nodeEnv !== 'test') {
    const sweep = setInterval(() => {
      wallet.redPackets.expire().catch((error: unknown) => app.log.error({ err: error }, 'red packet sweep failed'));
    }, RED_PACKET_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  return wallet;
}
