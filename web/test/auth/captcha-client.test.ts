import { createDecipheriv } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { browserClientUid, createCaptchaClient } from '../../src/auth/captcha-client';

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sent(fetchImpl: ReturnType<typeof vi.fn>, call = 0) {
  const [url, init] = fetchImpl.mock.calls[call] as [string, RequestInit];
  return { url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

const challenge = {
  repCode: '0000',
  repMsg: null,
  repData: { originalImageBase64: 'bg', jigsawImageBase64: 'piece', token: 'tk1', secretKey: 'abcdefgh12345678' },
  success: true,
};

describe('createCaptchaClient', () => {
  it('asks the captcha host for a challenge of the type, with the client id and a timestamp', async () => {
    const fetchImpl = vi.fn(async () => answer(challenge));
    const client = createCaptchaClient({ baseUrl: 'https://captcha.example', fetchImpl, clientUid: () => 'uid-1' });

    const response = await client.challenge('blockPuzzle');

    const request = sent(fetchImpl);
    expect(request.url).toBe('https://captcha.example/inform/captcha/get');
    expect(request.init.method).toBe('POST');
    expect(request.body).toEqual({ captchaType: 'blockPuzzle', clientUid: 'uid-1', ts: expect.any(Number) });
    expect(response.repData?.token).toBe('tk1');
  });

  it('checks an answer with the points sealed by the secret key, and hands back what it sent', async () => {
    const fetchImpl = vi.fn(async () => answer({ repCode: '0000', repMsg: null, repData: null, success: true }));
    const client = createCaptchaClient({ baseUrl: '', fetchImpl });
    const pointJson = JSON.stringify({ x: 120.5, y: 5 });

    const result = await client.check('blockPuzzle', { token: 'tk1', secretKey: 'abcdefgh12345678', pointJson });

    const request = sent(fetchImpl);
    expect(request.url).toBe('/inform/captcha/check');
    expect(request.body).toMatchObject({ captchaType: 'blockPuzzle', token: 'tk1' });
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from('abcdefgh12345678'), null);
    const opened = Buffer.concat([decipher.update(String(request.body.pointJson), 'base64'), decipher.final()]);
    expect(opened.toString()).toBe(pointJson);
    expect(result).toEqual({ repCode: '0000', repMsg: null, pointData: request.body.pointJson });
  });

  it('sends the points as plain JSON when the challenge has no secret key', async () => {
    const fetchImpl = vi.fn(async () => answer({ repCode: '6111', repMsg: '验证失败', repData: null, success: false }));
    const client = createCaptchaClient({ fetchImpl });
    const pointJson = JSON.stringify([{ x: 1, y: 2 }]);

    const result = await client.check('clickWord', { token: 't', secretKey: null, pointJson });

    expect(sent(fetchImpl).body.pointJson).toBe(pointJson);
    expect(result).toEqual({ repCode: '6111', repMsg: '验证失败', pointData: pointJson });
  });

  it('fails on an answer that is not a captcha answer, such as a gateway error page', async () => {
    const fetchImpl = vi.fn(async () => answer({ code: 500, message: '服务器错误' }, 500));
    const client = createCaptchaClient({ fetchImpl });
    await expect(client.challenge('clickWord')).rejects.toThrow('HTTP 500');
  });
});

describe('browserClientUid', () => {
  it('is made once and then kept', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = browserClientUid(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(browserClientUid(storage)).toBe(first);
  });
});
