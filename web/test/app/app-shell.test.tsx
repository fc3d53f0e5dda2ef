// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { ABOUT_DOCS, NOT_FOUND_MESSAGE, NOT_FOUND_META, PAGES, pageMetaFor, routes, type YouliaoHome } from '@portal/contracts';
import { createAppRouter } from '../../src/router';
import { createTestQueryClient, envelope, fakeGateway } from '../harness';
import { roomCard } from '../live/fixtures';
import { createAuthSession } from '../../src/auth/session';

const PRIVACY_POLICY = ABOUT_DOCS['/about/privacy'];

/** A visitor's auth actor, with the guards answering as the test says. */
function authFor(signedIn: boolean) {
  const { actor } = createAuthSession({ pathname: '/' });
  return { actor, isSignedIn: () => signedIn, settled: async () => signedIn };
}

const banners = [
  { id: 1, placeCode: 'home_banner', sort: 1, title: '英超焦点战', image: '/b1.jpg', jumpType: 1, innerPageId: 1, targetId: null, outerLink: null },
  { id: 2, placeCode: 'home_banner', sort: 2, title: '下载APP', image: '/b2.jpg', jumpType: 2, innerPageId: null, targetId: null, outerLink: 'https://example.com/app' },
];
const columns = [{ columnNo: '1', name: '头条', type: 1, sort: 1 }];
const news = {
  list: [
    { id: 7, columnNo: '1', title: '曼城客场取胜', summary: '', cover: '', authorId: null, authorName: '记者', views: 3, publishedAt: '2024-05-01T12:00:00Z' },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};
const rooms = [roomCard(9, { nickName: '球评老王', title: '英超直播间' })];
const record = { settled: 10, wins: 7, halfWins: 0, pushes: 0, halfLosses: 0, losses: 3, hitRate: 70, recentPlayed: 10, recentHits: 7, recentLabel: '近10中7', streak: 2, roi: 12.5 };
const expertsHome: YouliaoHome = {
  hot: [],
  free: [],
  byHitRate: [{ userId: 11, name: '老蔡看球', nickName: '老蔡看球', portrait: '/p.png', level: 18, matchType: 1, playTypes: [2], introduction: '', record, openPlans: 3 }],
  byStreak: [],
  settled: [],
};

beforeEach(() => {
  fakeGateway()
    // No session: the user-info question answers no user.
    .on(routes.user.centerInfo, envelope(null))
    .on(routes.api.bannerList, banners)
    .on(routes.inform.newsColumns, columns)
    .on(routes.inform.newsByColumn, news)
    .on(routes.api.hotAppRoom, rooms)
    .on(routes.inform.hotSearch, [{ word: '英超' }])
    .on(routes.tj.homeRecommends, expertsHome)
    .on(routes.inform.newsDetail, ({ params }) =>
      params.id === 424242 ? envelope(null, 404, '资讯不存在或已被删除', 404) : envelope(null),
    );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAt(path: string, { signedIn = false } = {}) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { auth: authFor(signedIn), queryClient: createTestQueryClient() },
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

function navLink(name: string): HTMLAnchorElement {
  const link = document.querySelector(`[data-nav="${name}"]`);
  if (!(link instanceof HTMLAnchorElement)) throw new Error(`no nav link ${name}`);
  return link;
}

describe('app shell', () => {
  it('has a route for every page of the site', () => {
    const router = createAppRouter({ context: { auth: authFor(false), queryClient: createTestQueryClient() }, history: createMemoryHistory() });
    const routed = new Set(
      Object.values(router.routesById).map((route) => (route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''))),
    );
    expect(PAGES.filter((page) => !routed.has(page.path)).map((page) => page.path)).toEqual([]);
  });

  it('renders the top navigation on the home page', async () => {
    await renderAt('/');
    await screen.findByTestId('login-button');

    const expected: Record<string, string> = {
      home: '/',
      football: '/football',
      basketball: '/basketball',
      live: '/live/all',
      next: '/next',
      news: '/news',
      community: '/community',
      youliao: '/youliao',
      'database-fb': '/database/fb/page',
      'database-lq': '/database/lq/page',
    };
    for (const [name, href] of Object.entries(expected)) expect(navLink(name).getAttribute('href')).toBe(href);

    for (const disabled of ['esports', 'tennis']) {
      const entry = document.querySelector(`[data-nav="${disabled}"]`);
      expect(entry?.tagName).toBe('SPAN');
      expect(entry?.getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('searchbox', { name: '搜索' })).toBeTruthy();
  });

  it('shows banners, headlines, hot rooms and the experts by hit rate from the gateway on the home page', async () => {
    await renderAt('/');

    await screen.findByAltText('英超焦点战');
    const jumps = [...document.querySelectorAll('[data-testid="banner-carousel"] a')];
    expect(jumps.map((jump) => [jump.getAttribute('href'), jump.getAttribute('target')])).toEqual([
      ['/football', null],
      ['https://example.com/app', '_blank'],
    ]);
    expect(screen.getByRole('link', { name: '曼城客场取胜' }).getAttribute('href')).toBe('/news/7');
    expect(screen.getByText('球评老王')).toBeTruthy();
    const ranking = await screen.findByTestId('ranking-hit-rate');
    expect(ranking.textContent).toContain('老蔡看球');
    expect(ranking.textContent).toContain('近10中7');
  });

  it('sends a visitor on a protected page to the root', async () => {
    const router = await renderAt('/v/wallet');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a signed-in user stay on a protected page', async () => {
    const router = await renderAt('/v/wallet', { signedIn: true });
    expect(router.state.location.pathname).toBe('/v/wallet');
    expect(await screen.findByRole('heading', { name: '我的钱包' })).toBeTruthy();
  });

  /** Asserts the Chinese not-found page is shown, in the default layout, with its links home and back. */
  async function expectNotFoundPage() {
    const page = await screen.findByTestId('not-found-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_FOUND_MESSAGE);
    expect(page.textContent).not.toMatch(/not found|could not be found/i);
    expect(within(page).getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(within(page).getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(document.querySelector('[data-layout="default"] header')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(NOT_FOUND_META.title));
  }

  it('shows the not-found page on an unknown path, and stays on it', async () => {
    const router = await renderAt('/no-such-page');
    await expectNotFoundPage();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('shows the not-found page for a news id that is not one', async () => {
    await renderAt('/news/not-a-number');
    await expectNotFoundPage();
  });

  it('shows the not-found page for a news article the gateway does not have', async () => {
    await renderAt('/news/424242');
    await expectNotFoundPage();
  });

  it('shows the not-found page where a page reports a 404 of its own, as a news list page that is none', async () => {
    await renderAt('/news/pages/0');
    const page = await screen.findByTestId('not-found-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(NOT_FOUND_MESSAGE);
    expect(screen.queryByText(/could not be found/i)).toBeNull();
  });

  it('goes back from the not-found page to the page before', async () => {
    const router = await renderAt('/football');
    await act(() => router.navigate({ to: '/about/{-$id}', params: { id: '99' } }));
    await screen.findByTestId('not-found-page');
    fireEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/football'));
  });

  it('shows the platform rules, and the not-found page for an id that is none of them', async () => {
    await renderAt('/about/10002');
    const doc = await screen.findByTestId('about-doc');
    expect(within(doc).getByRole('heading', { level: 1 }).textContent).toBe(PRIVACY_POLICY.title);
    expect(within(doc).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      PRIVACY_POLICY.sections.map((section) => section.heading),
    );
    expect(within(doc).getAllByRole('link', { name: '意见反馈' })[0]?.getAttribute('href')).toBe('/about/10006');
    cleanup();
    await renderAt('/about/10007');
    await expectNotFoundPage();
  });

  it('titles the football page', async () => {
    await renderAt('/football');
    await waitFor(() => expect(document.title).toBe(pageMetaFor('/football').title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      pageMetaFor('/football').description,
    );
  });
});
