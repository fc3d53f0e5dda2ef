import { createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { captchaPointData, encryptForCaptcha, encryptPassword } from '../../src/auth/crypto';

function decryptPassword(base64: string, key: string, iv: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  return Buffer.concat([decipher.update(base64, 'base64'), decipher.final()]).toString('utf8');
}

function decryptCaptcha(base64: string, secretKey: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([decipher.update(base64, 'base64'), decipher.final()]).toString('utf8');
}

const hexKey = () => randomBytes(16).toString('hex');

describe('encryptPassword', () => {
  it('is AES-128-CBC/PKCS7 under the hex key and iv, as base64, that node:crypto opens', () => {
    const key = hexKey();
    const iv = hexKey();
    const sealed = encryptPassword('secret123', { iv, key });
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(sealed, 'base64')).toHaveLength(16);
    expect(decryptPassword(sealed, key, iv)).toBe('secret123');
  });

  it('round-trips any password of the input, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }), (password) => {
        const key = hexKey();
        const iv = hexKey();
        expect(decryptPassword(encryptPassword(password, { iv, key }), key, iv)).toBe(password);
      }),
    );
  });

  it('depends on the iv: one password under two ivs gives two ciphertexts', () => {
    const key = hexKey();
    expect(encryptPassword('secret123', { iv: hexKey(), key })).not.toBe(
      encryptPassword('secret123', { iv: hexKey(), key }),
    );
  });
});

describe('encryptForCaptcha', () => {
  it('is AES-128-ECB/PKCS7 keyed with the UTF-8 secret key, as base64, that node:crypto opens', () => {
    const secretKey = 'aBcDeFgH12345678';
    const pointJson = JSON.stringify({ x: 123.4, y: 5 });
    expect(decryptCaptcha(encryptForCaptcha(pointJson, secretKey), secretKey)).toBe(pointJson);
  });

  it('round-trips the three points of a click-word answer and the token of a pass value', () => {
    const secretKey = randomBytes(8).toString('hex');
    const points = JSON.stringify([
      { x: 30, y: 40 },
      { x: 150, y: 90 },
      { x: 280, y: 120 },
    ]);
    expect(decryptCaptcha(encryptForCaptcha(points, secretKey), secretKey)).toBe(points);
    const pass = `token-1---${points}`;
    expect(decryptCaptcha(encryptForCaptcha(pass, secretKey), secretKey)).toBe(pass);
  });

  it('is deterministic, as ECB is: the gateway can recompute a pass value and compare', () => {
    expect(encryptForCaptcha('{"x":10,"y":5}', 'k'.repeat(16))).toBe(
      encryptForCaptcha('{"x":10,"y":5}', 'k'.repeat(16)),
    );
  });
});

describe('captchaPointData', () => {
  it('seals the points when the challenge has a secret key, and sends them as they are otherwise', () => {
    const secretKey = 'q'.repeat(16);
    const json = JSON.stringify({ x: 1, y: 5 });
    expect(decryptCaptcha(captchaPointData(json, secretKey), secretKey)).toBe(json);
    expect(captchaPointData(json, null)).toBe(json);
  });
});
