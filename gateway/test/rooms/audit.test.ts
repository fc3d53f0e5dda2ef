import { AUDIT_STATUS, type AuditApplication, type AuditInfo, type RoomDetail, ResultCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms, users } from '../../src/db/schema';
import { runOperatorCommand } from '../../src/rooms/operator-command';
import { buildRoomsApp, demoAnchor, signedInUser } from './support';

const OPERATOR_TOKEN = 'operator-token-for-the-tests-0123456789';
const form = { realName: '张三', contact: '13800138000', introduction: '十年球龄，熟悉英超和中超，擅长赛前分析。', navId: 1 };

let ctx: Awaited<ReturnType<typeof buildRoomsApp>>;
beforeAll(async () => {
  ctx = await buildRoomsApp({ env: { OPERATOR_TOKEN } });
});
afterAll(async () => {
  await ctx.close();
});

const operator = (method: 'GET' | 'POST', url: string, payload?: object, token = OPERATOR_TOKEN) =>
  ctx.app.inject({ method, url, payload, headers: { 'x-operator-token': token } }).then((response) => response.json<{ code: number; message: string; data: unknown }>());

describe('applying to become an anchor', () => {
  it('shows none, then under review; refuses a second application and visitors', async () => {
    const user = await signedInUser(ctx.database.db);
    expect((await ctx.client.get<AuditInfo>('/api/audit/info', user.token)).data.status).toBe(AUDIT_STATUS.NONE);
    const submitted = await ctx.client.post<AuditInfo>('/api/audit/submit', form, user.token);
    expect(submitted).toMatchObject({ code: 200, data: { status: AUDIT_STATUS.REVIEWING, realName: '张三', navId: 1 } });
    expect((await ctx.client.get<AuditInfo>('/api/audit/info', user.token)).data.status).toBe(AUDIT_STATUS.REVIEWING);
    const again = await ctx.client.post('/api/audit/submit', form, user.token);
    expect(again).toMatchObject({ code: ResultCode.AUDIT_NOT_ALLOWED, message: '您的申请正在审核中，请耐心等待' });
    expect(await ctx.client.post('/api/audit/submit', form)).toMatchObject({ code: 401, message: '请先登录' });
    expect((await ctx.client.get('/api/audit/info')).code).toBe(401);
  });

  it('validates the form and refuses an anchor', async () => {
    const user = await signedInUser(ctx.database.db);
    expect((await ctx.client.post('/api/audit/submit', { ...form, realName: 'Tom' }, user.token)).message).toBe('请输入正确的真实姓名');
    expect((await ctx.client.post('/api/audit/submit', { ...form, contact: '123' }, user.token)).message).toBe('请输入正确的手机号');
    expect((await ctx.client.post('/api/audit/submit', { ...form, introduction: '太短' }, user.token)).message).toBe('个人介绍需10-500个字');
    const anchor = await demoAnchor(ctx.database.db, '球评老王');
    expect((await ctx.client.post('/api/audit/submit', form, anchor.token)).message).toBe('您已经是主播了');
    expect((await ctx.client.get<AuditInfo>('/api/audit/info', anchor.token)).data.status).toBe(AUDIT_STATUS.PASSED);
  });
});

describe('the operator route', () => {
  it('refuses a missing or wrong token', async () => {
    expect((await operator('GET', '/operator/audit/list', undefined, 'wrong')).code).toBe(403);
    const bare = await ctx.app.inject({ method: 'GET', url: '/operator/audit/list' });
    expect(bare.json<{ code: number }>().code).toBe(403);
  });

  it('rejects with a reason, lets the user apply again, then approves: an anchor with a closed room', async () => {
    const user = await signedInUser(ctx.database.db, { nickName: '准主播' });
    await ctx.client.post('/api/audit/submit', { ...form, navId: 2 }, user.token);
    const pending = await operator('GET', '/operator/audit/list?status=1');
    expect((pending.data as AuditApplication[]).some((application) => application.userId === user.id)).toBe(true);

    expect((await operator('POST', '/operator/audit/review', { userId: user.id, decision: 'reject' })).message).toBe('请填写驳回原因');
    await operator('POST', '/operator/audit/review', { userId: user.id, decision: 'reject', reason: '介绍过于简单' });
    const rejected = await ctx.client.get<AuditInfo>('/api/audit/info', user.token);
    expect(rejected.data).toMatchObject({ status: AUDIT_STATUS.REJECTED, reason: '介绍过于简单' });
    expect((await operator('POST', '/operator/audit/review', { userId: user.id, decision: 'approve' })).code).toBe(404);

    await ctx.client.post('/api/audit/submit', { ...form, navId: 2 }, user.token);
    const approved = await operator('POST', '/operator/audit/review', { userId: user.id, decision: 'approve', reason: '欢迎加入' });
    expect(approved).toMatchObject({ code: 200, data: { status: AUDIT_STATUS.PASSED, reason: '欢迎加入' } });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.isAnchor).toBe(1);
    const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.anchorId, user.id));
    expect(room).toMatchObject({ isLive: 0, navId: 2, title: '准主播的直播间' });

    const own = await ctx.client.get<RoomDetail>('/api/room/info', user.token);
    expect(own.data).toMatchObject({ roomId: room!.id, isLive: 0 });
    const up = await ctx.client.post<RoomDetail>('/api/room/up', { title: '首播', navId: 2 }, user.token);
    expect(up.data).toMatchObject({ roomId: room!.id, isLive: 1 });
  });

  it('does not exist without OPERATOR_TOKEN', async () => {
    const bare = await buildRoomsApp();
    try {
      const response = await bare.app.inject({ method: 'POST', url: '/operator/audit/review', payload: { userId: 1, decision: 'approve' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the operator command', () => {
  it('approves and rejects with the same rules, and explains its usage', async () => {
    const lines: string[] = [];
    const out = (line: string) => void lines.push(line);
    const db = ctx.database.db;

    const rejectee = await signedInUser(db);
    await ctx.client.post('/api/audit/submit', form, rejectee.token);
    expect(await runOperatorCommand(['audit', 'reject', String(rejectee.id)], db, out)).toBe(1);
    expect(lines.pop()).toBe('请填写驳回原因');
    expect(await runOperatorCommand(['audit', 'reject', String(rejectee.id), '--reason', '资料不全'], db, out)).toBe(0);
    expect((await ctx.client.get<AuditInfo>('/api/audit/info', rejectee.token)).data).toMatchObject({ status: AUDIT_STATUS.REJECTED, reason: '资料不全' });

    const approvee = await signedInUser(db);
    await ctx.client.post('/api/audit/submit', form, approvee.token);
    expect(await runOperatorCommand(['audit', 'approve', String(approvee.id)], db, out)).toBe(0);
    expect(lines.pop()).toContain('已通过');
    const info = await ctx.client.get<AuditInfo>('/api/audit/info', approvee.token);
    expect(info.data.status).toBe(AUDIT_STATUS.PASSED);
    expect(info.data.reason).not.toBe('');
    expect((await ctx.client.get<RoomDetail>('/api/room/info', approvee.token)).data.isLive).toBe(0);

    expect(await runOperatorCommand(['audit', 'approve', String(approvee.id)], db, out)).toBe(1);
    expect(lines.pop()).toBe('该用户没有待审核的申请');
    expect(await runOperatorCommand(['audit', 'approve', 'abc'], db, out)).toBe(2);
    expect(lines.pop()).toContain('usage');
    expect(await runOperatorCommand(['audit', 'list'], db, out)).toBe(0);
    expect(lines.length).toBeGreaterThan(0);
  });
});
