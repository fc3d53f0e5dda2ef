import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createMemoryStore } from '../ephemeral/memory-store';
import type { EphemeralStore } from '../ephemeral/store';
import { createAccountService } from './account-service';
import { type CaptchaGate, closedCaptchaGate } from './captcha-gate';
import { type Clock, systemClock } from './clock';
import { createDynamicKeys } from './dynamic-keys';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { createPasswordGuard } from './password-guard';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
import { createProfileRepository } from './profiles';
import { createRealNameRepository } from './real-names';
import { createSessionStore } from './sessions';
import { createSmsCodes } from './sms-codes';
import { createSandboxSms, type SandboxInbox, type SmsSender } from './sms-sender';
import { createUserRepository } from './users';

export type AccountsOptions = {
  db: Db;
  store: EphemeralStore;
  clock: Clock;
  hasher: PasswordHasher;
  smsSender: SmsSender;
  captchaGate: CaptchaGate;
  fileStorage: FileStorage;
  /** Keys the SMS code hashes. */
  secret: string;
  /** Whether the auth cookie is Secure. */
  secureCookies: boolean;
  log: FastifyBaseLogger;
};

/** The accounts feature's parts, built once per app and handed to its routes. */
export function createAccounts(options: AccountsOptions) {
  const { db, store, clock, hasher } = options;
  const users = createUserRepository(db);
  const sessions = createSessionStore(db, clock);
  const dynamicKeys = createDynamicKeys(store);
  const smsCodes = createSmsCodes({ store, sender: options.smsSender, secret: options.secret, log: options.log });
  const guard = createPasswordGuard(store);
  return {
    db,
    users,
    sessions,
    dynamicKeys,
    smsCodes,
    captchaGate: options.captchaGate,
    fileStorage: options.fileStorage,
    profiles: createProfileRepository(db),
    realNames: createRealNameRepository(db),
    service: createAccountService({ users, sessions, dynamicKeys, smsCodes, guard, hasher }),
    secureCookies: options.secureCookies,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** What the app may be given for the accounts feature; each has a default. */
export type AccountsDependencies = {
  /** Dynamic keys, SMS codes, login locks and rate limits; by default an in-memory store the app closes. */
  ephemeral?: EphemeralStore;
  /** The captcha module's check of a passed captcha. Without one no captcha passes, so no SMS is sent. */
  captchaGate?: CaptchaGate;
  /** Replaces the sender SMS_SENDER chooses; /dev/sms/latest exists only with the sandbox sender. */
  smsSender?: SmsSender;
  /** argon2id by default. */
  passwordHasher?: PasswordHasher;
  /** Uploads; by default files under DATA_DIR/uploads. */
  fileStorage?: FileStorage;
  clock?: Clock;
};

/**
 * The accounts feature for `app`, with defaults for what was not given. `sandboxInbox` is set when
 * SMS goes to the sandbox sender.
 */
export function accountsForApp(
  app: FastifyInstance,
  config: Config,
  db: Db,
  dependencies: AccountsDependencies,
): { accounts: Accounts; sandboxInbox: SandboxInbox | undefined } {
  const clock = dependencies.clock ?? systemClock;
  let store = dependencies.ephemeral;
  if (!store) {
    const owned = createMemoryStore(clock);
    app.addHook('onClose', () => owned.close());
    store = owned;
  }
  let smsSender = dependencies.smsSender;
  let sandboxInbox: SandboxInbox | undefined;
  if (!smsSender) {
    const sandbox = createSandboxSms(store, app.log, clock);
    smsSender = sandbox.sender;
    sandboxInbox = sandbox.inbox;
  }
  if (!config.authSecret && config.redisUrl) {
    app.log.warn('AUTH_SECRET is not set: an SMS code only works on the gateway process that sent it');
  }
  if (!dependencies.captchaGate) app.log.warn('no captcha gate is wired: SMS codes cannot be sent');

  const accounts = createAccounts({
    db,
    store,
    clock,
    hasher: dependencies.passwordHasher ?? createArgon2Hasher(),
    smsSender,
    captchaGate: dependencies.captchaGate ?? closedCaptchaGate,
    fileStorage: dependencies.fileStorage ?? createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    secret: config.authSecret ?? randomBytes(32).toString('hex'),
    secureCookies: config.nodeEnv === 'production',
    log: app.log,
  });
  return { accounts, sandboxInbox };
}
