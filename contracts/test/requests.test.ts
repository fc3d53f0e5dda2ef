import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BANNER_PAGES_WITH_TARGET_ID,
  addSearchHistory,
  balancesSchema,
  bannerJumpNeedsTargetId,
  bannerSchema,
  captchaCheckRequestSchema,
  captchaGetRequestSchema,
  captchaResponseSchema,
  chatMessageSchema,
  chatPageRequestSchema,
  displayLevel,
  dynamicKeySchema,
  hotSearchItemSchema,
  isCaptchaSuccess,
  loginRequestSchema,
  loginResponseSchema,
  matchCollectSchema,
  matchListItemSchema,
  newsListRequestSchema,
  oldSliderChallengeSchema,
  oldSliderPasses,
  roomPageQuerySchema,
  smsRequestSchema,
  splitHotSearch,
  streamMediaInfoSchema,
  userInfoSchema,
} from '../src/index';

function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

function issueMessages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('login request', () => {
  const common = { mobile: '13800138000', channelId: 3, platform: 1, auto: 1 };

  it('code mode needs a 6-character code', () => {
    const request = { ...common, mode: 1, verifyCode: '123456' };
    expect(loginRequestSchema.parse(request)).toEqual(request);
    expect(issueMessages(loginRequestSchema, { ...common, mode: 1 })).toHaveLength(1);
    expect(issuePaths(loginRequestSchema, { ...common, mode: 1 })).toEqual(['verifyCode']);
    expect(issueMessages(loginRequestSchema, { ...common, mode: 1, verifyCode: '' })).toEqual(['请输入验证码！']);
    expect(issueMessages(loginRequestSchema, { ...common, mode: 1, verifyCode: '12345' })).toEqual([
      '验证码错误，请确认后重新输入',
    ]);
  });

  it('code mode does not accept a password in place of the code', () => {
    expect(loginRequestSchema.safeParse({ ...common, mode: 1, password: 'x', iv: 'i', key: 'k' }).success).toBe(false);
  });

  it('password mode needs password, iv and key', () => {
    const request = { ...common, mode: 0, password: 'ENCRYPTED==', iv: 'iv', key: 'key' };
    expect(loginRequestSchema.parse(request)).toEqual(request);
    expect(issuePaths(loginRequestSchema, { ...common, mode: 0, verifyCode: '123456' }).sort()).toEqual([
      'iv',
      'key',
      'password',
    ]);
    expect(issuePaths(loginRequestSchema, { ...common, mode: 0, password: 'p', iv: '', key: 'k' })).toEqual(['iv']);
  });

  it('keeps only the fields of its mode', () => {
    const parsed = loginRequestSchema.parse({ ...common, mode: 1, verifyCode: '123456', password: 'leak' });
    expect(parsed).not.toHaveProperty('password');
  });

  it('rejects an unknown mode, channel, platform or auto', () => {
    expect(loginRequestSchema.safeParse({ ...common, mode: 2, verifyCode: '123456' }).success).toBe(false);
    expect(issuePaths(loginRequestSchema, { ...common, channelId: 4, mode: 1, verifyCode: '123456' })).toEqual(['channelId']);
    expect(issuePaths(loginRequestSchema, { ...common, platform: 2, mode: 1, verifyCode: '123456' })).toEqual(['platform']);
    expect(issuePaths(loginRequestSchema, { ...common, auto: 2, mode: 1, verifyCode: '123456' })).toEqual(['auto']);
    expect(loginRequestSchema.safeParse({ ...common, auto: 0, mode: 1, verifyCode: '123456' }).success).toBe(true);
  });

  it('rejects a bad mobile with the phone message', () => {
    expect(issueMessages(loginRequestSchema, { ...common, mobile: '1380013800', mode: 1, verifyCode: '123456' })).toEqual([
      '请输入正确的手机号',
    ]);
  });
});

describe('auth answers', () => {
  it('login gives a token, the dynamic key gives iv and key', () => {
    expect(loginResponseSchema.parse({ token: 't' })).toEqual({ token: 't' });
    expect(loginResponseSchema.safeParse({ token: '' }).success).toBe(false);
    expect(dynamicKeySchema.parse({ iv: 'a', key: 'b' })).toEqual({ iv: 'a', key: 'b' });
    expect(dynamicKeySchema.safeParse({ iv: 'a' }).success).toBe(false);
  });

  it('user info: level may be null and shows as 0; flags are 0 or 1', () => {
    const user = { id: 7, nickName: '球迷', portrait: null, level: null, isAnchor: 1, isExpert: 0 };
    expect(userInfoSchema.parse(user)).toEqual(user);
    expect(userInfoSchema.safeParse({ ...user, isAnchor: 2 }).success).toBe(false);
    expect(displayLevel(null)).toBe(0);
    expect(displayLevel(undefined)).toBe(0);
    expect(displayLevel(12)).toBe(12);
  });

  it('balances are never negative', () => {
    expect(balancesSchema.parse({ balance: 10.5, ticket: 0 })).toEqual({ balance: 10.5, ticket: 0 });
    expect(balancesSchema.safeParse({ balance: -1, ticket: 0 }).success).toBe(false);
  });
});

describe('SMS request', () => {
  it('carries the captcha pass value, the mobile and type 3', () => {
    const request = { captchaVerification: 'tok---xyz', mobile: '13800138000', type: 3 };
    expect(smsRequestSchema.parse(request)).toEqual(request);
    expect(issuePaths(smsRequestSchema, { ...request, type: 1 })).toEqual(['type']);
    expect(issuePaths(smsRequestSchema, { ...request, captchaVerification: '' })).toEqual(['captchaVerification']);
    expect(issueMessages(smsRequestSchema, { ...request, mobile: 'abc' })).toEqual(['请输入正确的手机号']);
  });
});

describe('captcha calls', () => {
  it('get and check requests', () => {
    expect(captchaGetRequestSchema.safeParse({ captchaType: 'blockPuzzle', clientUid: 'u', ts: 1 }).success).toBe(true);
    expect(captchaGetRequestSchema.safeParse({ captchaType: 'puzzle', clientUid: 'u', ts: 1 }).success).toBe(false);
    expect(captchaCheckRequestSchema.safeParse({ captchaType: 'clickWord', pointJson: 'e', token: 't' }).success).toBe(true);
    expect(captchaCheckRequestSchema.safeParse({ captchaType: 'clickWord', pointJson: '', token: 't' }).success).toBe(false);
  });

  it('answers carry string codes; 0000 is success', () => {
    const answer = captchaResponseSchema.parse({
      repCode: '0000',
      repMsg: null,
      repData: { originalImageBase64: 'a', token: 't', secretKey: 'k', wordList: ['一', '二', '三'] },
    });
    expect(isCaptchaSuccess(answer)).toBe(true);
    expect(isCaptchaSuccess({ repCode: '6201' })).toBe(false);
    expect(captchaResponseSchema.safeParse({ repCode: 0, repMsg: null, repData: null }).success).toBe(false);
  });

  it('older slider challenge and its tolerance of 6', () => {
    expect(oldSliderChallengeSchema.safeParse({ tari: 'bg', slii: 'piece', coox: 120, cooy: 40 }).success).toBe(true);
    expect(oldSliderChallengeSchema.safeParse({ tari: 'bg', slii: 'piece', coox: 120 }).success).toBe(false);
    expect(oldSliderPasses(126, 120)).toBe(true);
    expect(oldSliderPasses(114, 120)).toBe(true);
    expect(oldSliderPasses(126.5, 120)).toBe(false);
    expect(oldSliderPasses(113, 120)).toBe(false);
  });
});

describe('news list request', () => {
  it('fills page size 30 and platform 1', () => {
    expect(newsListRequestSchema.parse({ columnNo: '12', pageParam: { pageNum: 1 } })).toEqual({
      columnNo: '12',
      platform: 1,
      pageParam: { pageNum: 1, pageSize: 30 },
    });
  });

  it('takes keyword or author id', () => {
    const parsed = newsListRequestSchema.parse({
      columnNo: '1',
      platform: 1,
      pageParam: { pageNum: 2, pageSize: 10 },
      keyword: '梅西',
      authorId: 9,
    });
    expect(parsed.keyword).toBe('梅西');
    expect(parsed.authorId).toBe(9);
    expect(parsed.pageParam.pageSize).toBe(10);
  });

  it('rejects a missing column, page 0 or another platform', () => {
    expect(issuePaths(newsListRequestSchema, { pageParam: { pageNum: 1 } })).toEqual(['columnNo']);
    expect(issuePaths(newsListRequestSchema, { columnNo: '1', pageParam: { pageNum: 0 } })).toEqual(['pageParam.pageNum']);
    expect(issuePaths(newsListRequestSchema, { columnNo: '1', platform: 2, pageParam: { pageNum: 1 } })).toEqual([
      'platform',
    ]);
  });
});

describe('chat', () => {
  it('page request defaults to 20', () => {
    expect(chatPageRequestSchema.parse({ matchId: 5 })).toEqual({ matchId: 5, pageSize: 20 });
    expect(chatPageRequestSchema.parse({ matchId: 5, pageSize: 50 })).toEqual({ matchId: 5, pageSize: 50 });
    expect(chatPageRequestSchema.safeParse({ matchId: 0 }).success).toBe(false);
  });

  it('message platform is forced to 1', () => {
    const message = { channel: 'c', content: '好球！', matchId: 5, token: 't' };
    expect(chatMessageSchema.parse(message)).toEqual({ ...message, platform: 1 });
    expect(chatMessageSchema.parse({ ...message, platform: 2 }).platform).toBe(1);
    expect(chatMessageSchema.parse({ ...message, platform: 'h5' }).platform).toBe(1);
  });

  it('message needs content that is not blank, and a token', () => {
    const message = { channel: 'c', content: 'x', matchId: 5, token: 't' };
    expect(issuePaths(chatMessageSchema, { ...message, content: '   ' })).toEqual(['content']);
    expect(issuePaths(chatMessageSchema, { ...message, token: '' })).toEqual(['token']);
  });
});

describe('match collect and list item', () => {
  it('collect carries match, type and user', () => {
    expect(matchCollectSchema.parse({ matchId: 1, type: 1, userId: 2 })).toEqual({ matchId: 1, type: 1, userId: 2 });
    expect(issuePaths(matchCollectSchema, { matchId: 1, type: 1 })).toEqual(['userId']);
    expect(issuePaths(matchCollectSchema, { matchId: 1, type: 3, userId: 2 })).toEqual(['type']);
  });

  it('list item is unpinned unless said', () => {
    expect(matchListItemSchema.parse({ id: 3 })).toEqual({ id: 3, top: false });
    expect(matchListItemSchema.parse({ id: 3, top: true })).toEqual({ id: 3, top: true });
  });

  it('stream media info needs a mime type', () => {
    expect(streamMediaInfoSchema.safeParse({ mimeType: 'video/x-flv', width: 1280, height: 720 }).success).toBe(true);
    expect(streamMediaInfoSchema.safeParse({ width: 1280 }).success).toBe(false);
  });
});

describe('room page query', () => {
  it('defaults to page 1 size 30', () => {
    expect(roomPageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 30 });
  });

  it('coerces numbers from query strings and skips empty values', () => {
    expect(roomPageQuerySchema.parse({ roomType: '2', navId: '', roomId: '88', word: '梅西', page: '3', pageSize: '10' })).toEqual({
      roomType: 2,
      roomId: 88,
      word: '梅西',
      page: 3,
      pageSize: 10,
    });
    expect(roomPageQuerySchema.parse({ page: '', pageSize: '' })).toEqual({ page: 1, pageSize: 30 });
  });

  it('rejects non-numbers and pages below 1', () => {
    expect(issuePaths(roomPageQuerySchema, { page: '0' })).toEqual(['page']);
    expect(issuePaths(roomPageQuerySchema, { pageSize: 'ten' })).toEqual(['pageSize']);
    expect(issuePaths(roomPageQuerySchema, { navId: '1.5' })).toEqual(['navId']);
  });
});

describe('banner', () => {
  it('parses a banner', () => {
    const banner = { innerPageId: 4, jumpType: 1, targetId: 123, outerLink: null };
    expect(bannerSchema.parse(banner)).toEqual(banner);
    expect(bannerSchema.safeParse({ ...banner, innerPageId: 11 }).success).toBe(false);
    expect(bannerSchema.safeParse({ ...banner, innerPageId: null, outerLink: 'https://example.com' }).success).toBe(true);
  });

  it('pages 4, 5, 7 and 10 append the target id', () => {
    expect(BANNER_PAGES_WITH_TARGET_ID).toEqual([4, 5, 7, 10]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(bannerJumpNeedsTargetId)).toEqual([4, 5, 7, 10]);
  });
});

describe('search box', () => {
  it('hot search items have a word', () => {
    expect(hotSearchItemSchema.safeParse({ word: '欧冠' }).success).toBe(true);
    expect(hotSearchItemSchema.safeParse({ word: '' }).success).toBe(false);
  });

  it('puts the first five hot searches left', () => {
    const words = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(splitHotSearch(words)).toEqual({ left: ['a', 'b', 'c', 'd', 'e'], right: ['f', 'g'] });
    expect(splitHotSearch(['a'])).toEqual({ left: ['a'], right: [] });
  });

  it('keeps at most six history entries, newest first, without repeats', () => {
    let history: string[] = [];
    for (const word of ['1', '2', '3', '4', '5', '6', '7']) history = addSearchHistory(history, word);
    expect(history).toEqual(['7', '6', '5', '4', '3', '2']);
    expect(addSearchHistory(history, '4')).toEqual(['4', '7', '6', '5', '3', '2']);
    expect(addSearchHistory(history, ' 8 ')[0]).toBe('8');
    expect(addSearchHistory(history, '  ')).toEqual(history);
  });
});
