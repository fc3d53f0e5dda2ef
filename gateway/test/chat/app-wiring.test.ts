import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BarrageStyle, ChatHistoryResponse, ChatInfoResponse, Horn, HornPage } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../helper';

describe('the chat in the app, on the demo data', () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });

  afterAll(async () => {
    await ctx.close();
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.json()).toMatchObject({ code: 200 });
    return (response.json() as { data: T }).data;
  };

  it('serves the demo chat of an open room, its settings, the horns and the barrage styles', async () => {
    const history = await ctx.app.inject({ method: 'POST', url: '/api/chat/page', payload: { roomId: 1 } });
    const page = (history.json() as { data: ChatHistoryResponse }).data;
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((line) => line.roomId === 1 && (line.kind === 'text' || line.kind === 'gift'))).toBe(true);
    expect(page.list.some((line) => line.kind === 'text')).toBe(true);

    expect(await get<ChatInfoResponse>('/api/chat/info?roomId=1&channelId=3&platform=1')).toMatchObject({
      roomId: 1,
      role: 'visitor',
      canModerate: false,
      wordCount: 1,
      ban: null,
    });
    const horns = await get<HornPage>('/api/horn/list?page=1&pageSize=2');
    expect(horns.total).toBe(3);
    expect(horns.list).toHaveLength(2);
    expect(await get<Horn>('/api/horn/info')).toEqual(horns.list[0]);
    const styles = await get<BarrageStyle[]>('/api/chat/barrage/all');
    expect(styles[0]).toMatchObject({ id: 1, price: 0 });
  });

  it('asks a visitor to sign in before chatting or moderating', async () => {
    const send = await ctx.app.inject({ method: 'POST', url: '/api/chat/msg', payload: { roomId: 1, content: '你好' } });
    expect(send.json()).toMatchObject({ code: 401, message: '请先登录' });
    const ban = await ctx.app.inject({ method: 'GET', url: '/api/forbid/add?roomId=1&nickName=x&duration=10' });
    expect(ban.json()).toMatchObject({ code: 401 });
  });
});
