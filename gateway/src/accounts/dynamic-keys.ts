import { createDecipheriv, randomBytes } from 'node:crypto';
import { DYNAMIC_KEY_INVALID_MESSAGE, DYNAMIC_KEY_TOO_FREQUENT_MESSAGE, type DynamicKey, ResultCode } from '@portal/contracts';
import type { EphemeralStore } from '../ephemeral/store';
import { AppError } from '../http/errors';

const KEY_TTL_MS = 2 * 60_000;
const ISSUES_PER_IP_PER_MINUTE = 60;
const hex32 = /^[0-9a-f]{32}$/;
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const storeKey = (key: string) => `dynamic-key:${key}`;

/** The single answer to every kind of unusable key, so a caller learns nothing about which it was. */
export function dynamicKeyInvalid(): AppError {
  return new AppError(ResultCode.BAD_REQUEST, DYNAMIC_KEY_INVALID_MESSAGE);
}

/** AES-128-CBC with PKCS7 padding, as crypto-js encrypts with a WordArray key and iv; null when it does not decrypt to UTF-8. */
export function decryptPassword(ciphertext: string, keyHex: string, ivHex: string): string | null {
  if (!base64.test(ciphertext)) return null;
  const bytes = Buffer.from(ciphertext, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
    return utf8.decode(Buffer.concat([decipher.update(bytes), decipher.final()]));
  } catch {
    return null;
  }
}

/**
 * Keys for the password transport. The browser gets a random key and iv as hex (read them with
 * `CryptoJS.enc.Hex.parse`), encrypts the password with them and sends all three back. The key
 * doubles as the lookup id: the iv waits under it for two minutes and is taken on first use,
 * whatever the outcome.
 */
export function createDynamicKeys(store: EphemeralStore) {
  return {
    async issue(ip: string): Promise<DynamicKey> {
      if ((await store.hit(`dynamic-key-ip:${ip}`, 60_000)) > ISSUES_PER_IP_PER_MINUTE) {
        throw new AppError(ResultCode.TOO_MANY_REQUESTS, DYNAMIC_KEY_TOO_FREQUENT_MESSAGE);
      }
      const key = randomBytes(16).toString('hex');
      const iv = randomBytes(16).toString('hex');
      await store.put(storeKey(key), iv, KEY_TTL_MS);
      return { iv, key };
    },

    /** Spends the key and decrypts each ciphertext with it, in order; throws {@link dynamicKeyInvalid} on any failure. */
    async open(sealed: { iv: string; key: string }, ciphertexts: readonly string[]): Promise<string[]> {
      const key = sealed.key.toLowerCase();
      const iv = sealed.iv.toLowerCase();
      if (!hex32.test(key) || !hex32.test(iv)) throw dynamicKeyInvalid();
      const storedIv = await store.take(storeKey(key));
      if (storedIv !== iv) throw dynamicKeyInvalid();
      const plaintexts = ciphertexts.map((ciphertext) => decryptPassword(ciphertext, key, iv));
      if (plaintexts.some((plaintext) => plaintext === null)) throw dynamicKeyInvalid();
      return plaintexts as string[];
    },
  };
}

export type DynamicKeys = ReturnType<typeof createDynamicKeys>;
