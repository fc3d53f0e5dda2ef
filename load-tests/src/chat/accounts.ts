import { createCipheriv, randomInt } from 'node:crypto';
import { AUTO_LOGIN, CAPTCHA_SUCCESS_CODE, CHANNEL_ID, LOGIN_MODE, PLATFORM, SMS_TYPE } from '@portal/contracts';
import { callPortal, portalData } from './portal-http';

/** A user signed in through the portal's own login, as the load uses them. */
export type PortalUser = { id: number; nickName: string; mobile: string; token: string };

/** AES-128-ECB, PKCS7, base64: how the captcha page encrypts its answer with the challenge's key. */
function sealAnswer(text: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

type CaptchaAnswer = { repCode: string; repMsg: string; repData: { token?: string; secretKey?: string | null } | null };

/**
 * Signs `mobile` in as a browser does, through the public API: a block-puzzle captcha (its answer
 * read from the development route /dev/captcha/answer), an SMS code (read from the sandbox's
 * /dev/sms/latest), then a code login, which registers an unknown number on the spot.
 */
export async function signIn(baseUrl: string, mobile: string, from: string | undefined): Promise<PortalUser> {
  const challenge = await callPortal<CaptchaAnswer>(baseUrl, '/inform/captcha/get', {
    body: { captchaType: 'blockPuzzle', clientUid: `load-${mobile}`, ts: Date.now() },
    from,
  });
  const token = challenge.repData?.token;
  const secretKey = challenge.repData?.secretKey;
  if (challenge.repCode !== CAPTCHA_SUCCESS_CODE || token === undefined || !secretKey) {
    throw new Error(`captcha for ${mobile}: ${challenge.repCode} ${challenge.repMsg}`);
  }
  const expected = await portalData<{ point?: { x: number; y: number } }>(baseUrl, '/dev/captcha/answer', { query: { token }, from });
  if (expected.point === undefined) throw new Error(`captcha for ${mobile}: no block-puzzle answer`);
  const pointJson = sealAnswer(JSON.stringify(expected.point), secretKey);
  const checked = await callPortal<CaptchaAnswer>(baseUrl, '/inform/captcha/check', { body: { captchaType: 'blockPuzzle', pointJson, token }, from });
  if (checked.repCode !== CAPTCHA_SUCCESS_CODE) throw new Error(`captcha check for ${mobile}: ${checked.repCode} ${checked.repMsg}`);

  await portalData(baseUrl, '/inform/send/sms', { body: { captchaVerification: `${token}---${pointJson}`, mobile, type: SMS_TYPE }, from });
  const sms = await portalData<{ code: string | null }>(baseUrl, '/dev/sms/latest', { query: { mobile }, from });
  if (sms.code === null) throw new Error(`no SMS code for ${mobile}`);
  const login = await portalData<{ token: string }>(baseUrl, '/user/login', {
    body: { mobile, channelId: CHANNEL_ID, platform: PLATFORM, auto: AUTO_LOGIN.NO, mode: LOGIN_MODE.CODE, verifyCode: sms.code },
    from,
  });
  const info = await portalData<{ id: number; nickName: string }>(baseUrl, '/user/center/info', { token: login.token, from });
  return { id: info.id, nickName: info.nickName, mobile, token: login.token };
}

/**
 * `count` new mobile numbers: a random block per run, at most 100 numbers per seven-digit prefix
 * (the gateway rations SMS per prefix), so a rerun against the same gateway gets fresh numbers.
 */
export function newMobiles(count: number): string[] {
  const blocks = Math.ceil(count / 100);
  const first = randomInt(1_000, 9_999 - blocks);
  return Array.from({ length: count }, (_, index) => `170${first + Math.floor(index / 100)}${String(index % 100).padStart(4, '0')}`);
}

/** Sign-ins per client address: the gateway sends at most 30 SMS codes a day to one address. */
const SIGN_INS_PER_ADDRESS = 25;

/**
 * Where the `index`-th sign-in comes from: against a gateway on this machine, a loopback address
 * (127.0.x.y) of its own for every {@link SIGN_INS_PER_ADDRESS} users, as that many people behind
 * one address would; elsewhere the machine's own address.
 */
export function signInAddress(baseUrl: string, index: number): string | undefined {
  const host = new URL(baseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') return undefined;
  const group = Math.floor(index / SIGN_INS_PER_ADDRESS);
  return `127.0.${Math.floor(group / 250)}.${2 + (group % 250)}`;
}

/** Signs every mobile in, `concurrency` at a time; the users in the order of the mobiles. */
export async function signInAll(baseUrl: string, mobiles: string[], concurrency: number, offset = 0): Promise<PortalUser[]> {
  const users = new Array<PortalUser>(mobiles.length);
  let next = 0;
  const lane = async () => {
    while (next < mobiles.length) {
      const index = next;
      next += 1;
      users[index] = await signIn(baseUrl, mobiles[index] as string, signInAddress(baseUrl, offset + index));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return users;
}
