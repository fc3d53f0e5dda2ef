import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A per-challenge key: 16 ASCII characters, whose UTF-8 bytes are the AES-128 key the browser uses. */
export function newSecretKey(): string {
  let key = '';
  for (let i = 0; i < 16; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** AES-128-ECB with PKCS7 padding, base64: what crypto-js produces for `AES.encrypt(Utf8.parse(text), Utf8.parse(key), {mode: ECB})`. */
export function sealForBrowser(text: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain text of {@link sealForBrowser}, or null for anything that is not such a ciphertext under `secretKey`. */
export function openFromBrowser(sealed: string, secretKey: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
    const text = Buffer.concat([decipher.update(bytes), decipher.final()]);
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(text);
    return decoded;
  } catch {
    return null;
  }
}
