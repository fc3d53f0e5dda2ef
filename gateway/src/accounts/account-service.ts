import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_LOCKED_CODE,
  ACCOUNT_LOCKED_MESSAGE,
  AUTO_LOGIN,
  type CodeLoginRequest,
  type InitPasswordRequest,
  MOBILE_NOT_REGISTERED_MESSAGE,
  MOBILE_TAKEN_MESSAGE,
  NICK_NAME_TAKEN_MESSAGE,
  OLD_PASSWORD_WRONG_MESSAGE,
  PASSWORD_ALREADY_SET_MESSAGE,
  PASSWORD_ERROR,
  PASSWORD_NOT_SET_MESSAGE,
  type PasswordLoginRequest,
  type RegisterRequest,
  ResultCode,
  type RetrievePasswordRequest,
  SMS_CODE_INVALID_MESSAGE,
  type UpdatePasswordRequest,
  WRONG_CREDENTIALS_MESSAGE,
} from '@portal/contracts';
import { AppError } from '../http/errors';
import type { DynamicKeys } from './dynamic-keys';
import type { PasswordGuard } from './password-guard';
import type { PasswordHasher } from './password-hasher';
import type { SessionClient, SessionStore, SignedInUser } from './sessions';
import type { SmsCodes } from './sms-codes';
import type { UserRecord, UserRepository } from './users';

/** What a login hands the route: the token for the cookie and the answer, and whether to keep it. */
export type LoginResult = { token: string; keep: boolean };

/** New passwords: 6 to 16 visible ASCII characters, as the password input suggests. */
const newPasswordPattern = /^[\x21-\x7e]{6,16}$/;
const DEFAULT_NICK_NAME_PREFIX = '球友';
const NICK_NAME_DRAWS = 5;

const accountLocked = () => new AppError(ACCOUNT_LOCKED_CODE, ACCOUNT_LOCKED_MESSAGE);
const wrongCredentials = () => new AppError(ResultCode.WRONG_CREDENTIALS, WRONG_CREDENTIALS_MESSAGE);
const codeInvalid = () => new AppError(ResultCode.BAD_REQUEST, SMS_CODE_INVALID_MESSAGE);
const nickNameTaken = () => new AppError(ResultCode.CONFLICT, NICK_NAME_TAKEN_MESSAGE);
const mobileTaken = () => new AppError(ResultCode.CONFLICT, MOBILE_TAKEN_MESSAGE);

function assertNewPassword(password: string): void {
  if (!newPasswordPattern.test(password)) throw new AppError(ResultCode.BAD_REQUEST, PASSWORD_ERROR);
}

export type AccountServiceOptions = {
  users: UserRepository;
  sessions: SessionStore;
  dynamicKeys: DynamicKeys;
  smsCodes: SmsCodes;
  guard: PasswordGuard;
  hasher: PasswordHasher;
};

/** Login, registration and passwords: everything that proves who a caller is. */
export function createAccountService({ users, sessions, dynamicKeys, smsCodes, guard, hasher }: AccountServiceOptions) {
  const dummyHash = hasher.hash(randomBytes(16).toString('hex'));
  dummyHash.catch(() => {});

  /**
   * Runs exactly one argon2 verify whatever the account: an unknown mobile or an account without a
   * password is checked against a dummy hash, so neither answers faster than a wrong password.
   */
  async function passwordMatches(user: UserRecord | undefined, password: string): Promise<boolean> {
    const stored = user?.passwordHash ?? (await dummyHash);
    const matches = await hasher.verify(stored, password);
    return matches && Boolean(user?.passwordHash);
  }

  async function signIn(user: UserRecord, keep: boolean, client: SessionClient): Promise<LoginResult> {
    const { token } = await sessions.open(user.id, keep, client);
    return { token, keep };
  }

  /** A new account; without a nickname it draws 球友 and six digits until one is free. */
  async function createAccount(mobile: string, passwordHash: string | null, nickName?: string): Promise<UserRecord> {
    for (let draw = 0; draw < NICK_NAME_DRAWS; draw += 1) {
      const name = nickName ?? DEFAULT_NICK_NAME_PREFIX + String(randomInt(0, 1_000_000)).padStart(6, '0');
      const created = await users.create({ mobile, nickName: name, passwordHash });
      if (created === 'mobile-taken') throw mobileTaken();
      if (created !== 'nick-name-taken') return created;
      if (nickName !== undefined) throw nickNameTaken();
    }
    throw new Error('no free default nickname after several draws');
  }

  async function openNewPassword(sealed: { password: string; iv: string; key: string }): Promise<string> {
    const [password = ''] = await dynamicKeys.open(sealed, [sealed.password]);
    assertNewPassword(password);
    return password;
  }

  return {
    async loginWithPassword(request: PasswordLoginRequest, client: SessionClient): Promise<LoginResult> {
      const [password = ''] = await dynamicKeys.open(request, [request.password]);
      const attempt = await guard.begin(request.mobile);
      if (!attempt.allowed) throw accountLocked();
      const user = await users.findByMobile(request.mobile);
      const matches = await passwordMatches(user, password);
      if (!user || !matches) {
        if ((await attempt.failed()).locked) throw accountLocked();
        throw wrongCredentials();
      }
      await attempt.succeeded();
      return signIn(user, request.auto === AUTO_LOGIN.KEEP, client);
    },

    /** Code login; an unknown mobile is registered on the spot, since the code proves the number. */
    async loginWithCode(request: CodeLoginRequest, client: SessionClient): Promise<LoginResult> {
      if (!(await smsCodes.consume(request.mobile, request.verifyCode, client.ip))) throw codeInvalid();
      let user = await users.findByMobile(request.mobile);
      if (!user) {
        try {
          user = await createAccount(request.mobile, null);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Two code logins of a new number at once: the other one registered it.
          user = await users.findByMobile(request.mobile);
          if (!user) throw error;
        }
      }
      return signIn(user, request.auto === AUTO_LOGIN.KEEP, client);
    },

    async register(request: RegisterRequest, client: SessionClient): Promise<LoginResult> {
      const password = await openNewPassword(request);
      if (request.nickName !== undefined && (await users.isNickNameTaken(request.nickName))) throw nickNameTaken();
      if (!(await smsCodes.consume(request.mobile, request.verifyCode, client.ip))) throw codeInvalid();
      // Only after the code: whether a number is registered is told to its owner alone.
      if (await users.findByMobile(request.mobile)) throw mobileTaken();
      const user = await createAccount(request.mobile, await hasher.hash(password), request.nickName);
      return signIn(user, false, client);
    },

    /** A new password proven by an SMS code; every session of the account ends and the lock lifts. */
    async retrievePassword(request: RetrievePasswordRequest, requester: string): Promise<void> {
      const password = await openNewPassword(request);
      if (!(await smsCodes.consume(request.mobile, request.verifyCode, requester))) throw codeInvalid();
      const user = await users.findByMobile(request.mobile);
      if (!user) throw new AppError(ResultCode.BAD_REQUEST, MOBILE_NOT_REGISTERED_MESSAGE);
      await users.setPasswordHash(user.id, await hasher.hash(password));
      await sessions.revokeAllOf(user.id);
      await guard.unlock(request.mobile);
    },

    /** Wrong old passwords count toward the same lock as wrong logins. Other sessions end. */
    async updatePassword({ user, sessionId }: SignedInUser, request: UpdatePasswordRequest): Promise<void> {
      const [oldPassword = '', password = ''] = await dynamicKeys.open(request, [request.oldPassword, request.password]);
      assertNewPassword(password);
      if (!user.passwordHash) throw new AppError(ResultCode.BAD_REQUEST, PASSWORD_NOT_SET_MESSAGE);
      const attempt = await guard.begin(user.mobile);
      if (!attempt.allowed) throw accountLocked();
      if (!(await hasher.verify(user.passwordHash, oldPassword))) {
        if ((await attempt.failed()).locked) throw accountLocked();
        throw new AppError(ResultCode.BAD_REQUEST, OLD_PASSWORD_WRONG_MESSAGE);
      }
      await attempt.succeeded();
      await users.setPasswordHash(user.id, await hasher.hash(password));
      await sessions.revokeAllOf(user.id, sessionId);
    },

    /** The first password of an account made by code login. */
    async initPassword({ user }: SignedInUser, request: InitPasswordRequest): Promise<void> {
      const password = await openNewPassword(request);
      const alreadySet = () => new AppError(ResultCode.BAD_REQUEST, PASSWORD_ALREADY_SET_MESSAGE);
      if (user.passwordHash) throw alreadySet();
      if (!(await users.initPasswordHash(user.id, await hasher.hash(password)))) throw alreadySet();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
