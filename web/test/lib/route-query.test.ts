import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { LOAD_FAILED, MALFORMED_DATA_MESSAGE, ResultCode, banPageSchema, routes } from '@portal/contracts';
import { quietApi } from '../../src/lib/api';
import { CallFailure } from '../../src/lib/query-client';
import { fetchRoute, invalidateRoutes, narrowedTo, routeKey, routeMutation, routeQuery } from '../../src/lib/route-query';
import { createTestQueryClient, fakeGateway, offline, refuse } from '../harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routeKey', () => {
  it('is the method and path of the entry, then the input and what else the answer depends on', () => {
    expect(routeKey(routes.chat.info)).toEqual(['GET', '/api/chat/info']);
    expect(routeKey(routes.chat.info, { query: { roomId: 7 } }, 42)).toEqual(['GET', '/api/chat/info', { query: { roomId: 7 } }, 42]);
  });

  it('marks stale, by a part of the input, every cached call with that part and no other', async () => {
    const client = createTestQueryClient();
    client.setQueryData(routeQuery(routes.chat.words, { query: { roomId: 7 } }).queryKey, { words: ['广告'] });
    client.setQueryData(routeQuery(routes.chat.words, { query: { roomId: 8 } }).queryKey, { words: [] });
    await client.invalidateQueries({ queryKey: routeKey(routes.chat.words, { query: { roomId: 7 } }) });
    const stale = client
      .getQueryCache()
      .findAll({ queryKey: routeKey(routes.chat.words) })
      .map((query) => [query.queryKey[2], query.state.isInvalidated]);
    expect(stale).toEqual(
      expect.arrayContaining([
        [{ query: { roomId: 7 } }, true],
        [{ query: { roomId: 8 } }, false],
      ]),
    );
    await invalidateRoutes(client, routes.chat.words);
    expect(client.getQueryCache().findAll({ queryKey: routeKey(routes.chat.words) }).every((query) => query.state.isInvalidated)).toBe(true);
  });
});

describe('routeQuery', () => {
  it('calls the entry with its input and keeps what `pick` keeps of the data', async () => {
    const gateway = fakeGateway().on(routes.chat.words, { words: ['广告', '加微信'] }, { query: { roomId: 7 } });
    const client = createTestQueryClient();
    const words = await client.fetchQuery(routeQuery(routes.chat.words, { query: { roomId: 7 } }, { pick: (answer) => answer.words }));
    expect(words).toEqual(['广告', '加微信']);
    expect(gateway.calls(routes.chat.words).map(({ query }) => query.roomId)).toEqual([7]);
  });

  it("fails with the gateway's message, the refused text without one, and the unreachable text without an answer", async () => {
    const client = createTestQueryClient();
    const words = (roomId: number) => routeQuery(routes.chat.words, { query: { roomId } }, { refused: '屏蔽词读取失败', unreachable: '网络不给力' });
    fakeGateway()
      .on(routes.chat.words, refuse('房间不存在', 20004), { query: { roomId: 1 } })
      .on(routes.chat.words, refuse(''), { query: { roomId: 2 } })
      .on(routes.chat.words, offline, { query: { roomId: 3 } });
    await expect(client.fetchQuery(words(1))).rejects.toEqual(new CallFailure('房间不存在', 20004));
    await expect(client.fetchQuery(words(1))).rejects.toMatchObject({ code: 20004 });
    await expect(client.fetchQuery(words(2))).rejects.toMatchObject({ message: '屏蔽词读取失败', code: 21001 });
    await expect(client.fetchQuery(words(3))).rejects.toMatchObject({ message: '网络不给力', code: null });
  });

  it('answers a refusal with what `onRefusal` gives, for a page that shows its own "could not load"', async () => {
    fakeGateway().on(routes.user.centerInfo, refuse('请先登录', 401));
    const info = await createTestQueryClient().fetchQuery(routeQuery(routes.user.centerInfo, {}, { onRefusal: () => null }));
    expect(info).toBeNull();
  });

  it('calls on the client it is given', async () => {
    fakeGateway().on(routes.inform.hotSearch, offline);
    // The quiet client answers a call without an answer as a refusal of its own.
    await expect(fetchRoute(routes.inform.hotSearch, {}, { client: quietApi })).rejects.toMatchObject({ message: LOAD_FAILED, code: -1 });
  });
});

describe('narrowedTo', () => {
  it('narrows the data of an entry of several shapes to the one asked for; another is a malformed answer', () => {
    const bans = { list: [], total: 0 };
    const managers = { list: [{ id: 1, roomId: 2, user: { id: 3, nickName: '管理', portrait: null }, createdAt: 0 }], total: 1 };
    expect(narrowedTo(banPageSchema)(bans)).toEqual(bans);
    expect(() => narrowedTo(banPageSchema)(managers)).toThrow(new CallFailure(MALFORMED_DATA_MESSAGE, ResultCode.INTERNAL));
  });
});

describe('routeMutation', () => {
  it('calls the entry with the input of its variables, under the key of the entry', async () => {
    const gateway = fakeGateway().on(routes.chat.setWords, ({ body }) => ({ words: body.words }));
    const client = createTestQueryClient();
    const options = routeMutation(routes.chat.setWords, { input: (words: string[]) => ({ body: { roomId: 7, words } }) });
    expect(options.mutationKey).toEqual(['POST', '/api/chat/words']);
    const answer = await new MutationObserver(client, options).mutate(['广告']);
    expect(answer).toEqual({ words: ['广告'] });
    expect(gateway.calls(routes.chat.setWords).map(({ sent }) => sent)).toEqual([{ roomId: 7, words: ['广告'] }]);
  });

  it("starts the page's effects just before the feature's callback of the same name, and waits for both", async () => {
    fakeGateway().on(routes.chat.setWords, { words: [] }).on(routes.chat.slowMode, refuse('只有主播可以设置'));
    const client = createTestQueryClient();
    const steps: string[] = [];
    let cacheDone = () => {};
    const written = routeMutation(
      routes.chat.setWords,
      {
        input: (words: string[]) => ({ body: { roomId: 7, words } }),
        onSuccess: () => {
          steps.push('cache');
          return new Promise<void>((resolve) => (cacheDone = resolve));
        },
      },
      { onMutate: () => steps.push('page: mutate'), onSuccess: () => steps.push('page: success') },
    );
    const done = new MutationObserver(client, written).mutate([]).then(() => steps.push('settled'));
    await vi.waitFor(() => expect(steps).toEqual(['page: mutate', 'page: success', 'cache']));
    cacheDone();
    await done;
    expect(steps.at(-1)).toBe('settled');

    const failed = vi.fn();
    const refused = routeMutation(routes.chat.slowMode, { input: (seconds: number) => ({ body: { roomId: 7, seconds } }) }, { onError: failed });
    await expect(new MutationObserver(client, refused).mutate(3)).rejects.toMatchObject({ message: '只有主播可以设置' });
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: '只有主播可以设置' }), 3);
  });
});
