import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helper';

describe('validation errors', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({
      extend: (app) => {
        app.post('/test/mobile', { schema: { body: z.object({ mobile: z.string().length(11, '请输入正确的手机号') }) } }, async () => ({}));
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names the field when pageParam.pageSize is not a number', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/inform/info/listCategory',
      payload: { columnNo: '1', platform: 1, pageParam: { pageNum: 1, pageSize: 'abc' } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({ code: 400, message: expect.stringContaining('pageParam.pageSize'), data: null });
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('names the missing field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/inform/info/listCategory', payload: { pageParam: { pageNum: 1 } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('columnNo');
  });

  it('answers our Chinese message as it is for a bad article id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/inform/info/detail/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: '资讯编号必须是正整数', data: null });
  });

  it('passes a custom Chinese schema message through untouched', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/test/mobile', payload: { mobile: '123' } });
    expect(response.json()).toEqual({ code: 400, message: '请输入正确的手机号', data: null });
  });

  it('rejects a bad querystring value with the field name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/room/hotAppRoom?size=lots' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('size');
  });

  it('rejects a bad channelId on a GET', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/live/time?channelId=abc&platform=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('channelId');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/inform/info/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageParam":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });
});

describe('unexpected errors', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ captureLogs: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers the generic message without internals and logs the error with the request id', async () => {
    // The database going away mid-flight is the kind of failure no route anticipates.
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nav/list' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: '服务器繁忙，请稍后再试', data: null });
    expect(response.body).not.toMatch(/closed|stack|PGlite/i);

    const requestId = response.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    const logged = ctx.logs.find((line) => line.level === 50 && line.reqId === requestId);
    expect(logged).toBeDefined();
    expect(logged?.err).toMatchObject({ message: expect.any(String), stack: expect.any(String) });
  });

  it('uses a request id the caller sends', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nav/list', headers: { 'x-request-id': 'trace-42' } });
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(ctx.logs.some((line) => line.level === 50 && line.reqId === 'trace-42')).toBe(true);
  });
});

describe('unknown API paths', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/inform/nothing-here'],
  ] as const)('%s %s answers a 404 envelope', async (method, url) => {
    const response = await ctx.app.inject({ method, url, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(response.json().message).toContain(url);
  });
});
