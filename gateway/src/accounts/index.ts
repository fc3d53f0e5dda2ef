import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { EphemeralStore } from '../ephemeral/store';
import { createAccountService } from './account-service';
import type { CaptchaGate } from './captcha-gate';
import type { Clock } from '../clock';
import { createDynamicKeys } from './dynamic-keys';
import type { FileStorage } from './file-storage';
import { createPasswordGuard } from './password-guard';
import type { PasswordHasher } from './password-hasher';
import { createProfileRepository } from './profiles';
import { createRealNameRepository } from './real-names';
import { createSessionStore } from './sessions';
import { createSmsCodes } from './sms-codes';
import type { SmsSender } from './sms-sender';
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
  /** The check of a passed captcha before an SMS is sent; by default the captcha feature's. */
  captchaGate?: CaptchaGate;
  /** Replaces the sender SMS_SENDER chooses; /dev/sms/latest exists only with the sandbox sender. */
  smsSender?: SmsSender;
  /** argon2id by default. */
  passwordHasher?: PasswordHasher;
  /** Uploads; by default files under DATA_DIR/uploads. */
  fileStorage?: FileStorage;
  clock?: Clock;
};
