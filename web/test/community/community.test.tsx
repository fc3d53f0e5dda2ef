// @vitest-environment jsdom
import { centerInfoOf } from '../user-fixtures';
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Comment, CommentPage, MatchState, Post, PostPage, UnreadCounts } from '@portal/contracts';
import { CommentSection } from '../../src/community/CommentSection';
import { PostFeed } from '../../src/community/PostFeed';
import { CollectionPage, MessageCenter } from '../../src/community/UserPages';
import { footballRow } from '../scores/fixtures';
import type { UnreadSource } from '../../src/auth/unread';
import { envelope, fakeGateway, renderPage, type GatewayCall } from '../harness';
import { fan } from '../live/fixtures';

const HOSTILE = '<img src=x onerror="window.__injected=1">';

function post(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    circleId: 2,
    circleName: '英超',
    title: '',
    content: `第${id}条 ${HOSTILE}`,
    pictures: [],
    author: { id: 30 + id, nickName: `球友${id}`, portrait: '/static/portrait/default.svg', level: 2, isAnchor: 0 },
    likeCount: id,
    commentCount: 0,
    liked: false,
    collected: false,
    mine: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** Posts 1..total, `pageSize` a page, as POST /inform/post/list/general answers them. */
function feed(total: number, pageSize: number) {
  return ({ body: { page } }: GatewayCall<typeof routes.inform.postListGeneral>): PostPage => {
    const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * pageSize, page * pageSize);
    return { list: ids.map((id) => post(id)), total, page, pageSize };
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'auth=; path=/; max-age=0';
});

describe('post feed', () => {
  it('shows user text as text and loads the next page until the total is reached', async () => {
    const gateway = fakeGateway()
      .on(routes.inform.postListGeneral, feed(3, 2));
    await renderPage(<PostFeed feed={{ of: 'circle', sort: 'latest' }} />);

    await screen.findByText(`第1条 ${HOSTILE}`);
    expect(document.querySelector('.post-card__text img')).toBeNull();
    expect(screen.getAllByTestId('post-card')).toHaveLength(2);

    fireEvent.click(screen.getByText('加载更多'));
    await screen.findByText(`第3条 ${HOSTILE}`);
    expect(screen.getAllByTestId('post-card')).toHaveLength(3);
    expect(screen.queryByText('加载更多')).toBeNull();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(gateway.urls(routes.inform.postListGeneral)).toHaveLength(2);
  });
});

describe("a post's comments", () => {
  it('count every comment and reply, as the feed counts them, not the threads the page lists', async () => {
    const comment = (id: number, parentId: number | null): Comment => ({
      id,
      postId: 5,
      infoId: null,
      parentId,
      author: { id: 40 + id, nickName: `球友${id}`, portrait: '/static/portrait/default.svg', level: 1, isAnchor: 0 },
      replyTo: null,
      content: `评论${id}`,
      likeCount: 0,
      liked: false,
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    const page: CommentPage = { list: [{ ...comment(1, null), replies: [comment(2, 1)] }], total: 1, commentCount: 2, page: 1, pageSize: 10 };
    fakeGateway()
      .on(routes.inform.commentsByPost, () => envelope(page));
    await renderPage(<CommentSection target={{ postId: 5 }} />);
    await screen.findByText('评论2');
    expect(screen.getByTestId('comment-count').textContent).toBe('评论 2');
  });
});

describe('message centre', () => {
  it('keeps the unread counts current from message.unread pushes, without asking again', async () => {
    const counts: UnreadCounts = { reply: 0, like: 0, follow: 0, system: 1, total: 1 };
    const gateway = fakeGateway()
      .on(routes.inform.unreadMessages, () => envelope(counts))
      .on(routes.inform.messages, () => envelope({ list: [], total: 0, page: 1, pageSize: 20 }));
    const listeners = new Set<(payload: unknown) => void>();
    const source: UnreadSource = { on: (_event, listener) => listeners.add(listener), off: (_event, listener) => listeners.delete(listener) };
    await renderPage(<MessageCenter source={() => source} />, { user: fan });

    await screen.findByTestId('unread-system');
    expect(screen.queryByTestId('unread-reply')).toBeNull();
    await waitFor(() => expect(listeners.size).toBe(1));

    act(() => listeners.forEach((listener) => listener({ reply: 2, like: 1, follow: 0, system: 1, total: 4 })));
    expect((await screen.findByTestId('unread-reply')).textContent).toBe('2');
    expect(screen.getByTestId('unread-like').textContent).toBe('1');
    expect(screen.getByTestId('unread-total').textContent).toBe('4');

    expect(gateway.urls(routes.inform.unreadMessages)).toHaveLength(1);
  });
});

/** A football match's whole state, from a list row of the score fixtures. */
function matchState(id: number, overrides: Partial<MatchState> = {}): MatchState {
  const { matchNum: _matchNum, pinnable: _pinnable, ...row } = footballRow(id);
  const side = { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, attacks: 0, dangerousAttacks: 0 };
  return { ...row, seasonId: 1, knockout: false, penaltyScore: null, incidents: [], stats: { sport: 'football', home: side, away: side }, lottery: [], lineups: null, ...overrides };
}

describe('my collection', () => {
  it('lists the starred matches of either sport with their score and a link to each', async () => {
    const gateway = fakeGateway()
      .on(routes.live.collected, () => envelope({ matchIds: [7, 8] }))
      .on(routes.live.footballMatch, ({ url }) =>
        url.searchParams.get('matchId') === '7' ? envelope({ channel: 'match:football:7', seq: 1, match: matchState(7, { homeScore: 2 }) }) : envelope(null, 404, '比赛不存在'))
      .on(routes.live.basketballMatch, () => envelope({ channel: 'match:basketball:8', seq: 1, match: matchState(8, { awayScore: 1 }) }))
      .on(routes.user.centerInfo, centerInfoOf(fan));
    await renderPage(<CollectionPage />);
    fireEvent.click(await screen.findByText('比赛'));
    const list = await screen.findByTestId('collected-matches');
    await waitFor(() => expect(list.querySelectorAll('a')).toHaveLength(2));
    expect([...list.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['英超 主队7 2-0 客队7', '/football/live/7'],
      ['英超 主队8 0-1 客队8', '/football/live/8'],
    ]);
    expect(gateway.urls(routes.live.basketballMatch).map((url) => url.searchParams.get('matchId'))).toEqual(['8']);
  });
});
