import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidChineseIdNumber } from '@portal/contracts';
import { gradeOf } from '../../src/community/grade';
import { balances, follows, users } from '../../src/db/schema';
import { accountsClient, buildAccountsApp, envelope, freshMobile, type AccountsTestApp } from './support';

type Info = { id: number; nickName: string; portrait: string; signature: string; gender: number; realNameVerified: boolean };

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
let token: string;
let me: Info;
beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
  token = await client.registered(freshMobile(), 'profile1', { nickName: '资料测试' });
  me = envelope<Info>(await client.get('/user/center/info', token)).data;
});
afterAll(async () => {
  await ctx.close();
});

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A 2×2 picture in each accepted format, as base64. */
const picture = async (format: 'jpeg' | 'gif' | 'webp') =>
  (await sharp({ create: { width: 2, height: 2, channels: 3, background: '#13634a' } }).toFormat(format).toBuffer()).toString('base64');

async function upload(images: string[], as = token) {
  return client.post('/user/common/multiUploadBase64', { images }, as);
}

describe('GET /user/center/info', () => {
  it('answers the user with the mobile masked and the default portrait', async () => {
    expect(me).toMatchObject({
      nickName: '资料测试',
      portrait: '/static/portrait/default.svg',
      signature: '',
      gender: 0,
      realNameVerified: false,
    });
  });

  it('serves the default portrait', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/static/portrait/default.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg /);
  });
});

describe('nicknames', () => {
  it('tells whether one is free', async () => {
    expect(envelope(await client.get(`/user/check/nick-name?nickName=${encodeURIComponent('资料测试')}`)).data).toEqual({ available: false });
    expect(envelope(await client.get(`/user/check/nick-name?nickName=${encodeURIComponent('没人用过')}`)).data).toEqual({ available: true });
  });

  it.each([
    ['a', '昵称长度为2-12个字符'],
    ['一二三四五六七八九十十一十二', '昵称长度为2-12个字符'],
    ['有 空格', '昵称不能包含空格'],
    ['', '昵称长度为2-12个字符'],
  ])('refuses %j with %s', async (nickName, message) => {
    const response = await client.get(`/user/check/nick-name?nickName=${encodeURIComponent(nickName)}`);
    expect(envelope(response)).toEqual({ code: 400, message, data: null });
  });

  it('changes the nickname, and refuses one in use', async () => {
    const other = await client.registered(freshMobile(), 'profile2');
    const changed = await client.get(`/user/center/updateNickName?nickName=${encodeURIComponent('改个名字')}`, other);
    expect(envelope<Info>(changed).data.nickName).toBe('改个名字');
    const taken = await client.get(`/user/center/updateNickName?nickName=${encodeURIComponent('资料测试')}`, other);
    expect(envelope(taken)).toEqual({ code: 409, message: '昵称已被占用，请换一个', data: null });
  });

  it('does not count the cookie alone, sent from no page of the site, to change anything through GET', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/user/center/updateNickName?nickName=${encodeURIComponent('跨站改名')}`,
      cookies: { auth: token },
    });
    expect(envelope(response).code).toBe(401);
  });
});

describe('POST /user/center/updateInfo', () => {
  it('changes signature and gender', async () => {
    const response = await client.post('/user/center/updateInfo', { signature: '只看英超', gender: 1 }, token);
    expect(envelope<Info>(response).data).toMatchObject({ signature: '只看英超', gender: 1, nickName: '资料测试' });
  });

  it.each([
    [{}, '请填写要修改的资料'],
    [{ signature: '长'.repeat(61) }, '个性签名不能超过60个字'],
    [{ gender: 3 }, undefined],
    [{ portrait: 'https://elsewhere.example/a.png' }, '头像地址无效，请重新上传'],
    [{ nickName: 'x' }, '昵称长度为2-12个字符'],
  ])('refuses %j', async (body, message) => {
    const response = await client.post('/user/center/updateInfo', body, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe(400);
    if (message) expect(envelope(response).message).toBe(message);
  });
});

describe('uploads', () => {
  it('stores PNG, JPEG, GIF and WebP, judged by their bytes, and serves them', async () => {
    const response = await upload([
      `data:image/png;base64,${PNG_1X1}`,
      await picture('jpeg'),
      await picture('gif'),
      `data:image/jpeg;base64,${await picture('webp')}`,
    ]);
    const urls = envelope<string[]>(response).data;
    expect(envelope(response).code).toBe(200);
    expect(urls).toHaveLength(4);
    expect(urls.map((url) => url.slice(url.lastIndexOf('.')))).toEqual(['.png', '.jpg', '.gif', '.webp']);

    const served = await ctx.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // What is served is the picture's clean copy: the same pixels, re-encoded.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses text renamed as a PNG', async () => {
    const text = Buffer.from('<script>alert(1)</script> not an image').toString('base64');
    const response = await upload([`data:image/png;base64,${text}`]);
    expect(envelope(response)).toEqual({ code: 400, message: '仅支持上传PNG、JPG、GIF或WebP格式的图片', data: null });
  });

  it('refuses an SVG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    expect(envelope(await upload([`data:image/svg+xml;base64,${svg}`])).code).toBe(400);
  });

  it('refuses an image over 2 MB, naming which one', async () => {
    const png = Buffer.from(PNG_1X1, 'base64');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]).toString('base64');
    const response = await upload([PNG_1X1, big]);
    expect(envelope(response)).toEqual({ code: 400, message: '第2张图片：单张图片不能超过2MB', data: null });
    const atLimit = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]).toString('base64');
    expect(envelope(await upload([atLimit])).code).toBe(200);
    const huge = Buffer.alloc(3 * 1024 * 1024).toString('base64');
    expect(envelope(await upload([huge])).message).toBe('单张图片不能超过2MB');
  });

  it('refuses bad base64, no image, and more than nine', async () => {
    expect(envelope(await upload(['@@not base64@@'])).message).toBe('图片数据格式错误');
    expect(envelope(await upload(['abc'])).message).toBe('图片数据格式错误');
    expect(envelope(await upload([])).message).toBe('每次可上传1-9张图片');
    expect(envelope(await upload(Array.from({ length: 10 }, () => PNG_1X1))).message).toBe('每次可上传1-9张图片');
  });

  it('needs a signed-in user', async () => {
    const response = await client.post('/user/common/multiUploadBase64', { images: [PNG_1X1] });
    expect(envelope(response).code).toBe(401);
  });

  it('serves nothing for a name it did not give', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/..%2f..%2fpackage.json', '/uploads/x.svg']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('portraits', () => {
  it('accept one of our uploads or the default, nothing else', async () => {
    const [url = ''] = envelope<string[]>(await upload([PNG_1X1])).data;
    const changed = await client.get(`/user/center/updatePortrait?portraitUrl=${encodeURIComponent(url)}`, token);
    expect(envelope<Info>(changed).data.portrait).toBe(url);

    for (const foreign of ['https://elsewhere.example/a.png', '/uploads/0123456789abcdef0123456789abcdef.png', 'javascript:alert(1)']) {
      const refused = await client.get(`/user/center/updatePortrait?portraitUrl=${encodeURIComponent(foreign)}`, token);
      expect(envelope(refused), foreign).toEqual({ code: 400, message: '头像地址无效，请重新上传', data: null });
    }
    const reset = await client.get(`/user/center/updatePortrait?portraitUrl=${encodeURIComponent('/static/portrait/default.svg')}`, token);
    expect(envelope<Info>(reset).data.portrait).toBe('/static/portrait/default.svg');
  });
});

describe('real name', () => {
  it('checks the ID number checksum (GB 11643)', () => {
    expect(isValidChineseIdNumber('11010519491231002X')).toBe(true);
    expect(isValidChineseIdNumber('11010519491231002x')).toBe(true);
    expect(isValidChineseIdNumber('110105194912310021')).toBe(false);
    expect(isValidChineseIdNumber('11010519490231002X')).toBe(false);
    expect(isValidChineseIdNumber('1101051949123100')).toBe(false);
  });

  it('is recorded once, and kept only masked', async () => {
    const own = await client.registered(freshMobile(), 'realname1');
    expect(envelope(await client.get('/user/center/real-name', own)).data).toEqual({ verified: false, realName: null, idNumber: null });

    const bad = await client.post('/user/center/real-name', { realName: '张三丰', idNumber: '110105194912310021' }, own);
    expect(envelope(bad)).toEqual({ code: 400, message: '请输入正确的身份证号', data: null });
    const badName = await client.post('/user/center/real-name', { realName: 'Zhang', idNumber: '11010519491231002X' }, own);
    expect(envelope(badName).message).toBe('请输入正确的真实姓名');

    const done = await client.post('/user/center/real-name', { realName: '张三丰', idNumber: '11010519491231002x' }, own);
    expect(envelope(done).data).toEqual({ verified: true, realName: '张**', idNumber: '110***********002X' });
    expect(envelope(await client.get('/user/center/real-name', own)).data).toEqual({ verified: true, realName: '张**', idNumber: '110***********002X' });
    expect(envelope<Info>(await client.get('/user/center/info', own)).data.realNameVerified).toBe(true);

    const again = await client.post('/user/center/real-name', { realName: '李四', idNumber: '11010519491231002X' }, own);
    expect(envelope(again)).toEqual({ code: 409, message: '已完成实名认证，不能重复提交', data: null });

    const stored = JSON.stringify(await ctx.database.db.select().from(users).where(eq(users.id, envelope<Info>(await client.get('/user/center/info', own)).data.id)));
    expect(stored).not.toContain('19491231');
  });
});

describe('personal space and follows', () => {
  it('shows the public profile with real follower counts', async () => {
    const [anchor] = await ctx.database.db.select().from(users).where(eq(users.nickName, '球评老王'));
    if (!anchor) throw new Error('seeded anchor missing');
    const before = envelope<{ followerCount: number; followingCount: number }>(await client.get(`/user/info/personal-space?id=${anchor.id}`)).data;

    await ctx.database.db.insert(follows).values({ userId: me.id, targetType: 1, targetId: anchor.id });
    const space = envelope(await client.get(`/user/info/personal-space?id=${anchor.id}`));
    expect(space).toMatchObject({
      code: 200,
      data: { id: anchor.id, nickName: '球评老王', isAnchor: 1, level: (await gradeOf(ctx.database.db, anchor.id)).level, followerCount: before.followerCount + 1, followingCount: before.followingCount },
    });
    expect(JSON.stringify(space)).not.toContain(anchor.mobile);
    expect(envelope(await client.get(`/user/info/personal-space?id=${me.id}`)).data).toMatchObject({ followingCount: 1 });
    expect(envelope(await client.get('/user/info/personal-space?id=999999')).code).toBe(404);
  });

  it('lists follows a page at a time, users with their card', async () => {
    const follower = await client.registered(freshMobile(), 'follows1');
    const followerId = envelope<Info>(await client.get('/user/center/info', follower)).data.id;
    const anchors = await ctx.database.db.select().from(users).where(eq(users.isAnchor, 1));
    await ctx.database.db.insert(follows).values([
      ...anchors.slice(0, 3).map((anchor, index) => ({
        userId: followerId,
        targetType: 1,
        targetId: anchor.id,
        createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
      })),
      { userId: followerId, targetType: 2, targetId: 3001, createdAt: new Date(Date.UTC(2025, 1, 1)) },
    ]);

    const all = envelope<{ list: Array<{ targetType: number; targetId: number; user: { nickName: string } | null }>; total: number }>(
      await client.get(`/user/info/attention?userId=${followerId}&page=1&pageSize=2`),
    );
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((item) => [item.targetType, item.targetId])).toEqual([
      [2, 3001],
      [1, anchors[2]?.id],
    ]);
    expect(all.data.list[0]?.user).toBeNull();
    expect(all.data.list[1]?.user?.nickName).toBe(anchors[2]?.nickName);

    const usersOnly = envelope<{ total: number; page: number }>(await client.get(`/user/info/attention?userId=${followerId}&type=1&page=2&pageSize=2`));
    expect(usersOnly.data).toMatchObject({ total: 3, page: 2 });

    const mine = envelope<{ total: number }>(await client.get('/user/info/attention?type=2', follower));
    expect(mine.data.total).toBe(1);
    expect(envelope(await client.get('/user/info/attention')).code).toBe(401);
  });
});

describe('balances and expert info', () => {
  it('answers the wallet of the signed-in user, created empty at registration', async () => {
    expect(envelope(await client.get('/pay/balances', token))).toEqual({ code: 200, message: 'success', data: { balance: 0, ticket: 0 } });
    await ctx.database.db
      .update(balances)
      .set({ amount: 150 })
      .where(and(eq(balances.userId, me.id), eq(balances.currency, 'ticket')));
    expect(envelope(await client.get('/pay/balances', token)).data).toEqual({ balance: 0, ticket: 150 });
    expect(envelope(await client.get('/pay/balances')).code).toBe(401);
  });

  it('answers null for a non-expert and the card for an expert', async () => {
    const own = await client.registered(freshMobile(), 'expert12', { nickName: '专家候选' });
    expect(envelope(await client.post('/tj/expert/info', undefined, own))).toMatchObject({ code: 200, data: null });
    await ctx.database.db.update(users).set({ isExpert: 1 }).where(eq(users.nickName, '专家候选'));
    expect(envelope(await client.post('/tj/expert/info', undefined, own)).data).toMatchObject({ nickName: '专家候选', level: 1 });
    expect(envelope(await client.post('/tj/expert/info', undefined)).code).toBe(401);
  });
});

describe('emoji', () => {
  it('lists codes with images under a base URL, and serves the images', async () => {
    const body = envelope<{ baseUrl: string; list: Array<{ code: string; name: string; file: string; unicode: string }> }>(
      await client.get('/user/common/getEmojis?channelId=3&platform=1'),
    );
    expect(body.data.baseUrl).toBe('/static/emoji/');
    expect(body.data.list.length).toBeGreaterThanOrEqual(20);
    expect(body.data.list[0]).toEqual({ code: '[微笑]', name: '微笑', file: 'smile.svg', unicode: '🙂' });
    expect(new Set(body.data.list.map((emoji) => emoji.code)).size).toBe(body.data.list.length);

    const image = await ctx.app.inject({ method: 'GET', url: body.data.baseUrl + (body.data.list[0]?.file ?? '') });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('🙂');
    const missing = await ctx.app.inject({ method: 'GET', url: '/static/emoji/nope.svg' });
    expect(missing.statusCode).toBe(404);
  });
});
