import { describe, expect, it } from 'vitest';
import {
  HELP_PATH,
  HOME_META,
  PAGES,
  PAGE_LAYOUTS,
  PERSONAL_NAV_INDEX,
  SITE_NAME,
  isProtectedPath,
  matchPage,
  matchRoute,
  pageMetaFor,
  pageRoute,
  pageNameOf,
  redirectForVisitor,
  startStreamingPath,
} from '../src/index';
import type { PagePath } from '../src/index';

// A concrete pathname for every page, and the route it must resolve to.
const EXAMPLES: [string, PagePath][] = [
  ['/', '/'],
  ['/anchor', '/anchor'],
  ['/app', '/app'],
  ['/search', '/search'],
  ['/youliao', '/youliao'],
  ['/next', '/next'],
  ['/components/barrage', '/components/barrage'],
  ['/about/agreement', '/about/agreement'],
  ['/about/privacy', '/about/privacy'],
  ['/about/protocol', '/about/protocol'],
  ['/about/specification', '/about/specification'],
  ['/about/live/2', '/about/live/{-$id}'],
  ['/about/live', '/about/live/{-$id}'],
  ['/about/10001', '/about/{-$id}'],
  ['/about', '/about/{-$id}'],
  ['/football', '/football'],
  ['/football/allEventCom', '/football/allEventCom'],
  ['/football/bjdc', '/football/bjdc'],
  ['/football/collect', '/football/collect'],
  ['/football/end', '/football/end'],
  ['/football/jczq', '/football/jczq'],
  ['/football/model', '/football/model'],
  ['/football/next', '/football/next'],
  ['/football/zc', '/football/zc'],
  ['/football/odds-detail', '/football/odds-detail'],
  ['/football/odds-detail/daxiaoqiu', '/football/odds-detail/daxiaoqiu'],
  ['/football/odds-detail/join', '/football/odds-detail/join'],
  ['/football/odds-detail/oupei', '/football/odds-detail/oupei'],
  ['/football/odds-detail/table', '/football/odds-detail/table'],
  ['/football/odds-detail/yapan', '/football/odds-detail/yapan'],
  ['/football/analysis/123', '/football/analysis/{-$id}'],
  ['/football/daxiaoqiu/123', '/football/daxiaoqiu/{-$id}'],
  ['/football/live/123', '/football/live/{-$id}'],
  ['/football/live', '/football/live/{-$id}'],
  ['/football/oupei/123', '/football/oupei/{-$id}'],
  ['/football/plan/123', '/football/plan/{-$id}'],
  ['/football/three/123', '/football/three/{-$id}'],
  ['/football/yapan/123', '/football/yapan/{-$id}'],
  ['/basketball', '/basketball'],
  ['/basketball/end', '/basketball/end'],
  ['/basketball/jclq', '/basketball/jclq'],
  ['/basketball/next', '/basketball/next'],
  ['/basketball/text', '/basketball/text'],
  ['/basketball/odds-detail', '/basketball/odds-detail'],
  ['/basketball/odds-detail/daxiaoqiu', '/basketball/odds-detail/daxiaoqiu'],
  ['/basketball/odds-detail/join', '/basketball/odds-detail/join'],
  ['/basketball/odds-detail/oupei', '/basketball/odds-detail/oupei'],
  ['/basketball/odds-detail/table', '/basketball/odds-detail/table'],
  ['/basketball/odds-detail/yapan', '/basketball/odds-detail/yapan'],
  ['/basketball/analysis/9', '/basketball/analysis/{-$id}'],
  ['/basketball/daxiaoqiu/9', '/basketball/daxiaoqiu/{-$id}'],
  ['/basketball/live/9', '/basketball/live/{-$id}'],
  ['/basketball/oupei/9', '/basketball/oupei/{-$id}'],
  ['/basketball/plan/9', '/basketball/plan/{-$id}'],
  ['/basketball/three/9', '/basketball/three/{-$id}'],
  ['/basketball/yapan', '/basketball/yapan/{-$id}'],
  ['/guide', '/guide'],
  ['/guide/expert', '/guide/expert'],
  ['/guide/expert/comList', '/guide/expert/comList'],
  ['/guide/expert/plan', '/guide/expert/plan'],
  ['/guide/expert/info/42', '/guide/expert/info/{-$id}'],
  ['/live/all', '/live/{-$id}'],
  ['/live/1', '/live/{-$id}'],
  ['/live/2', '/live/{-$id}'],
  ['/live', '/live/{-$id}'],
  ['/live/follow', '/live/follow'],
  ['/live/manual', '/live/manual'],
  ['/live/rank', '/live/rank'],
  ['/live/report', '/live/report'],
  ['/live/reserve', '/live/reserve'],
  ['/live/room/1001', '/live/room/{-$id}'],
  ['/live/room', '/live/room/{-$id}'],
  ['/recommend', '/recommend'],
  ['/recommend/comList', '/recommend/comList'],
  ['/recommend/daxiaoqiu', '/recommend/daxiaoqiu'],
  ['/recommend/records', '/recommend/records'],
  ['/recommend/yapan', '/recommend/yapan'],
  ['/user/register', '/user/register'],
  ['/user/pwd_find', '/user/pwd_find'],
  ['/user/comFormPage', '/user/comFormPage'],
  ['/v/anchor-add', '/v/anchor-add'],
  ['/v/anchor-chat', '/v/anchor-chat'],
  ['/v/anchor-room-set', '/v/anchor-room-set'],
  ['/v/anchor-set', '/v/anchor-set'],
  ['/v/anchor-zone', '/v/anchor-zone'],
  ['/v/apply', '/v/apply'],
  ['/v/attention', '/v/attention'],
  ['/v/collection', '/v/collection'],
  ['/v/concern', '/v/concern'],
  ['/v/grade', '/v/grade'],
  ['/v/home', '/v/home'],
  ['/v/information', '/v/information'],
  ['/v/message', '/v/message'],
  ['/v/order', '/v/order'],
  ['/v/pay', '/v/pay'],
  ['/v/personal-data', '/v/personal-data'],
  ['/v/posting', '/v/posting'],
  ['/v/reserve', '/v/reserve'],
  ['/v/wallet', '/v/wallet'],
  ['/v/wallet-forget-password', '/v/wallet-forget-password'],
  ['/community', '/community/{-$id}'],
  ['/community/3', '/community/{-$id}'],
  ['/community/anchor-dynamic/3', '/community/anchor-dynamic/{-$id}'],
  ['/community/circle-detail/3', '/community/circle-detail/{-$id}'],
  ['/personal/77', '/personal/{-$id}'],
  ['/news', '/news'],
  ['/news/pages', '/news/pages/{-$page}'],
  ['/news/pages/2', '/news/pages/{-$page}'],
  ['/news/5', '/news/$id'],
  ['/playback', '/playback/{-$id}'],
  ['/playback/8', '/playback/{-$id}'],
  ['/playback/list/8', '/playback/list/{-$id}'],
  ['/playback/video/abc', '/playback/video/{-$video}'],
  ['/database/fb/page', '/database/fb/page'],
  ['/database/fb/hot/0/36/2024/1', '/database/fb/$'],
  ['/database/fb/league/36', '/database/fb/$'],
  ['/database/lq/page', '/database/lq/page'],
  ['/database/lq/5', '/database/lq/{-$id}'],
  ['/database/lq/player/5', '/database/lq/player/{-$id}'],
  ['/database/lq/team/5', '/database/lq/team/{-$id}'],
  ['/database/lq/hot/0/1/2/3', '/database/lq/$'],
];

describe('pageNameOf', () => {
  it('reads back the name a page title was made from, and leaves another title as it is', () => {
    expect(pageNameOf(pageMetaFor('/v/wallet').title)).toBe('我的钱包');
    expect(pageNameOf('好球直播-足球直播')).toBe('好球直播-足球直播');
  });
});

describe('PAGES', () => {
  it('lists each route path once', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every page has an example here that resolves to it', () => {
    const covered = new Set(EXAMPLES.map(([, path]) => path));
    expect(PAGES.map((page) => page.path).filter((path) => !covered.has(path))).toEqual([]);
  });

  it('titles are non-empty, distinct and end with the site name, except the home title', () => {
    const titles = PAGES.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of PAGES) {
      expect(page.title.length).toBeGreaterThan(SITE_NAME.length + 1);
      if (page.path !== '/') expect(page.title.endsWith(`_${SITE_NAME}`)).toBe(true);
    }
    expect(pageRoute('/').title).toBe(`${SITE_NAME}-足球直播_NBA直播_免费高清无插件体育直播`);
  });

  it('descriptions speak of free football, NBA and basketball streams', () => {
    for (const page of PAGES) {
      expect(page.description).toMatch(/免费/);
      expect(page.description).toMatch(/足球直播|足球赛事/);
      expect(page.description).toMatch(/NBA直播/);
      expect(page.description).toMatch(/篮球直播/);
    }
  });

  it('layouts follow the route', () => {
    const layout = (path: PagePath) => pageRoute(path).layout;
    expect(layout('/')).toBe('home');
    expect(layout('/anchor')).toBe('bare');
    expect(layout('/components/barrage')).toBe('bare');
    expect(layout('/app')).toBe('no-footer');
    for (const page of PAGES) {
      expect(PAGE_LAYOUTS).toContain(page.layout);
      if (page.path.startsWith('/live/')) expect(page.layout).toBe('live');
      if (page.path.startsWith('/recommend')) expect(page.layout).toBe('recommend');
      if (page.path.startsWith('/user/')) expect(page.layout).toBe('no-footer');
      if (page.path.startsWith('/v/') || page.path.startsWith('/football') || page.path.startsWith('/news')) {
        expect(page.layout).toBe('default');
      }
    }
  });
});

describe('matchPage', () => {
  it.each(EXAMPLES)('%s resolves to %s', (pathname, path) => {
    expect(matchPage(pathname)?.path).toBe(path);
  });

  it('reads params', () => {
    expect(matchPage('/football/live/123')?.params).toEqual({ id: '123' });
    expect(matchPage('/football/live')?.params).toEqual({});
    expect(matchPage('/news/5')?.params).toEqual({ id: '5' });
    expect(matchPage('/news/pages/3')?.params).toEqual({ page: '3' });
    expect(matchPage('/playback/video/v-9')?.params).toEqual({ video: 'v-9' });
    expect(matchPage('/database/fb/hot/0/36/2024/1')?.params).toEqual({ _splat: 'hot/0/36/2024/1' });
    expect(matchPage('/live/room/%E7%90%83')?.params).toEqual({ id: '球' });
  });

  it('static beats param and optional beats splat', () => {
    expect(matchPage('/live/follow')?.path).toBe('/live/follow');
    expect(matchPage('/live/follow')?.params).toEqual({});
    expect(matchPage('/about/live')?.path).toBe('/about/live/{-$id}');
    expect(matchPage('/about/agreement')?.path).toBe('/about/agreement');
    expect(matchPage('/news/pages')?.path).toBe('/news/pages/{-$page}');
    expect(matchPage('/database/lq/page')?.path).toBe('/database/lq/page');
    expect(matchPage('/database/lq/player')?.path).toBe('/database/lq/player/{-$id}');
    expect(matchPage('/database/lq')?.path).toBe('/database/lq/{-$id}');
    expect(matchPage('/database/lq/1/2')?.path).toBe('/database/lq/$');
  });

  it('tolerates a trailing slash, a query, a hash and letter case', () => {
    expect(matchPage('/football/live/123/')?.path).toBe('/football/live/{-$id}');
    expect(matchPage('/search?val=梅西')?.path).toBe('/search');
    expect(matchPage('/personal/7?headerNavIndex=2')?.params).toEqual({ id: '7' });
    expect(matchPage('/news#top')?.path).toBe('/news');
    expect(matchPage('/USER/REGISTER')?.path).toBe('/user/register');
    expect(matchPage('')?.path).toBe('/');
    expect(matchPage('/live/x/../follow')?.path).toBe('/live/follow');
    expect(matchPage('/live/./rank')?.path).toBe('/live/rank');
  });

  it.each([
    '/video',
    '/footballs',
    '/football/live/1/2',
    '/news/5/6',
    '/v',
    '/v/wallet/extra',
    '/v/unknown',
    '/user',
    '/database',
    '/database/xx/1',
    '/components',
    '/guide/expert/info/1/2',
  ])('%s matches no page', (pathname) => {
    expect(matchPage(pathname)).toBeUndefined();
  });

  it('names pages an id selects', () => {
    expect(matchPage('/about/10001')?.title).toBe(`直播规则_${SITE_NAME}`);
    expect(matchPage('/about/10006')?.title).toBe(`意见反馈_${SITE_NAME}`);
    expect(matchPage('/about/live/4')?.title).toBe(`常见问题_${SITE_NAME}`);
    expect(matchPage('/live/all')?.title).toBe(`全部直播_${SITE_NAME}`);
    expect(matchPage('/live/1')?.title).toBe(`足球直播_${SITE_NAME}`);
    expect(matchPage('/live/2')?.title).toBe(`篮球直播_${SITE_NAME}`);
    expect(matchPage('/live/3')?.title).toBe(pageRoute('/live/{-$id}').title);
    expect(matchPage('/about/99')?.title).toBe(pageRoute('/about/{-$id}').title);
    expect(matchPage('/about/toString')?.title).toBe(pageRoute('/about/{-$id}').title);
    expect(HELP_PATH).toBe('/about/10001');
    expect(matchPage(HELP_PATH)?.path).toBe('/about/{-$id}');
  });
});

describe('matchRoute', () => {
  const route = (path: string) => ({ path });

  it('prefers the route that needs no absent optional or empty splat', () => {
    expect(matchRoute([route('/x/{-$id}'), route('/x')], '/x')?.route.path).toBe('/x');
    expect(matchRoute([route('/x'), route('/x/{-$id}')], '/x')?.route.path).toBe('/x');
    expect(matchRoute([route('/files/$'), route('/files')], '/files')?.route.path).toBe('/files');
    expect(matchRoute([route('/files/$')], '/files')).toEqual({ route: route('/files/$'), params: { _splat: '' } });
  });

  it('lets an optional param be absent in the middle of a path', () => {
    expect(matchRoute([route('/a/{-$lang}/b')], '/a/b')?.params).toEqual({});
    expect(matchRoute([route('/a/{-$lang}/b')], '/a/zh/b')?.params).toEqual({ lang: 'zh' });
    expect(matchRoute([route('/a/{-$lang}/b')], '/a/zh/c')).toBeUndefined();
  });

  it('prefers a required param to an optional one', () => {
    expect(matchRoute([route('/p/{-$id}'), route('/p/$id')], '/p/1')?.route.path).toBe('/p/$id');
  });
});

describe('pageMetaFor', () => {
  it('gives the page meta, or the home meta for unknown paths', () => {
    expect(pageMetaFor('/v/wallet')).toEqual({
      title: pageRoute('/v/wallet').title,
      description: pageRoute('/v/wallet').description,
    });
    expect(pageMetaFor('/nowhere')).toEqual(HOME_META);
    expect(pageMetaFor('/')).toEqual(HOME_META);
  });
});

describe('route protection', () => {
  it.each([
    ['/v/wallet', true],
    ['/v/home', true],
    ['/v', true],
    ['/v/', true],
    ['/V/Wallet', true],
    ['/v/wallet?from=x', true],
    ['/%76/wallet', true],
    ['/v/anchor-set/../wallet', true],
    ['/v/anchor-set', false],
    ['/v/anchor-zone', false],
    ['/v/anchor', false],
    ['/recommend', true],
    ['/recommend/records', true],
    ['/Recommend/Records', true],
    ['/guide/recommend-list', true],
    ['/football', false],
    ['/video', false],
    ['/live/v', false],
    ['/', false],
    ['/football?tab=recommend', false],
  ])('%s protected: %s', (pathname, expected) => {
    expect(isProtectedPath(pathname)).toBe(expected);
  });

  it('sends visitors on protected paths to the root', () => {
    expect(redirectForVisitor('/v/wallet', false)).toBe('/');
    expect(redirectForVisitor('/recommend/records', false)).toBe('/');
    expect(redirectForVisitor('/v/wallet', true)).toBeNull();
    expect(redirectForVisitor('/v/anchor-set', false)).toBeNull();
    expect(redirectForVisitor('/football', false)).toBeNull();
  });
});

describe('roles', () => {
  it('start streaming goes to anchor settings for anchors, the application otherwise', () => {
    expect(startStreamingPath(true)).toBe('/v/anchor-set');
    expect(startStreamingPath(false)).toBe('/v/apply');
    expect(matchPage(startStreamingPath(true))?.path).toBe('/v/anchor-set');
  });

  it('personal space nav index: 0 user, 2 anchor', () => {
    expect(PERSONAL_NAV_INDEX).toEqual({ USER: 0, ANCHOR: 2 });
  });
});
