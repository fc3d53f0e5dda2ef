import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { registerAuthentication } from './authentication';
import { type Accounts, type AccountsDependencies, createAccounts } from './index';
import { createLocalFileStorage } from './file-storage';
import { createArgon2Hasher } from './password-hasher';
import { createSandboxSms, type SandboxInbox } from './sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    /** The codes the sandbox SMS sender "sent"; undefined when a real sender is wired. */
    smsSandbox: SandboxInbox | undefined;
  }
}

export type AccountsPluginOptions = { config: Config; db: Db; clock?: Clock | undefined } & Omit<AccountsDependencies, 'ephemeral' | 'clock'>;

/**
 * Users, sessions, SMS codes and profiles, and the requireUser/identifyUser hooks. Needs
 * registerAccessToken first, so request.accessToken is read.
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app, options) => {
    const { config, db } = options;
    const clock = options.clock ?? systemClock;
    const store = app.ephemeral;
    let smsSender = options.smsSender;
    let sandboxInbox: SandboxInbox | undefined;
    if (!smsSender) {
      const sandbox = createSandboxSms(store, app.log, clock);
      smsSender = sandbox.sender;
      sandboxInbox = sandbox.inbox;
    }
    if (!config.authSecret && config.redisUrl) {
      app.log.warn('AUTH_SECRET is not set: an SMS code only works on the gateway process that sent it');
    }

    const accounts = createAccounts({
      db,
      store,
      clock,
      hasher: options.passwordHasher ?? createArgon2Hasher(),
      smsSender,
      captchaGate: options.captchaGate ?? app.captcha,
      fileStorage: options.fileStorage ?? createLocalFileStorage(path.join(config.dataDir, 'uploads')),
      secret: config.authSecret ?? randomBytes(32).toString('hex'),
      secureCookies: config.nodeEnv === 'production',
      log: app.log,
    });
    app.decorate('accounts', accounts);
    app.decorate('smsSandbox', sandboxInbox);
    registerAuthentication(app, accounts.sessions);
  },
  { name: 'accounts', dependencies: ['ephemeral', 'captcha'] },
);
