import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { DynamicKey } from '@portal/contracts';

/**
 * A password as POST /user/login, /user/register and /user/center/retrievePassword take it:
 * AES-128-CBC with PKCS7 padding under the hex key and iv of /user/key/getDynamicKey, as base64.
 */
export function encryptPassword(password: string, { iv, key }: DynamicKey): string {
  return AES.encrypt(password, Hex.parse(key), { iv: Hex.parse(iv) }).toString();
}

/**
 * Text for the captcha host, sealed with a challenge's secret key: AES-ECB with PKCS7 padding,
 * the key being the secret key's UTF-8 bytes (16 of them for AES-128), as base64.
 */
export function encryptForCaptcha(text: string, secretKey: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(secretKey), { mode: ECB, padding: Pkcs7 }).toString();
}

/** The answer points of a check: sealed with the secret key when the challenge gave one, plain JSON otherwise. */
export function captchaPointData(pointJson: string, secretKey: string | null): string {
  return secretKey ? encryptForCaptcha(pointJson, secretKey) : pointJson;
}
