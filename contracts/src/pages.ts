/** The site's name, the suffix of every page title. */
export const SITE_NAME = '好球直播';

/** What a page shows crawlers and the browser tab. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The layouts a page renders in. `bare` hides header and footer. */
export const PAGE_LAYOUTS = ['default', 'home', 'live', 'recommend', 'no-footer', 'bare'] as const;
/** One of {@link PAGE_LAYOUTS}. */
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** One page of the portal: its route path in TanStack Router syntax, its meta and its layout. */
export interface PageRoute<P extends string = string> extends PageMeta {
  path: P;
  layout: PageLayout;
}

const TOPIC_DESCRIPTIONS = {
  general: '免费高清无插件的足球直播、NBA直播、篮球直播平台，提供实时比分、赛程赛果、赔率指数、赛事分析与数据库。',
  football:
    '免费足球直播，英超、西甲、意甲、德甲、法甲、中超、欧冠等赛事高清无插件直播，足球比分、赛程、指数与数据一站看全，同时提供NBA直播和篮球直播。',
  basketball:
    '免费NBA直播、篮球直播，NBA、CBA等篮球赛事高清无插件直播，篮球比分、赛程、指数与数据一站看全，同时提供免费足球直播。',
} as const;

function topicOf(path: string): keyof typeof TOPIC_DESCRIPTIONS {
  if (path.startsWith('/football') || path.startsWith('/database/fb')) return 'football';
  if (path.startsWith('/basketball') || path.startsWith('/database/lq')) return 'basketball';
  return 'general';
}

function layoutOf(path: string): PageLayout {
  if (path === '/') return 'home';
  if (path === '/anchor' || path === '/components/barrage') return 'bare';
  if (path.startsWith('/live/')) return 'live';
  if (path === '/recommend' || path.startsWith('/recommend/')) return 'recommend';
  if (path === '/app' || path.startsWith('/user/')) return 'no-footer';
  return 'default';
}

function pageTitle(name: string): string {
  return `${name}_${SITE_NAME}`;
}

/** A page's name from its title (我的钱包_好球直播 → 我的钱包); a title of another form as it is. */
export function pageNameOf(title: string): string {
  const suffix = `_${SITE_NAME}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

function page<const P extends string>(path: P, name: string): PageRoute<P> {
  return {
    path,
    title: pageTitle(name),
    description: `${SITE_NAME}${name}：${TOPIC_DESCRIPTIONS[topicOf(path)]}`,
    layout: layoutOf(path),
  };
}

/** Title and description of the home page, also used for any path no page claims. */
export const HOME_META: PageMeta = {
  title: `${SITE_NAME}-足球直播_NBA直播_免费高清无插件体育直播`,
  description: `${SITE_NAME}是免费的体育直播平台，提供足球直播、NBA直播、篮球直播，高清无插件，实时比分、赛程、赔率指数、专家推荐、赛事数据与主播直播间一站看全。`,
};

/** Title and description of the not-found page, which the gateway serves with status 404. */
export const NOT_FOUND_META: PageMeta = {
  title: pageTitle('页面不存在'),
  description: HOME_META.description,
};

/** Every page of SPEC §2. The web router and the gateway's server-rendered head both read it. */
export const PAGES = [
  { path: '/', ...HOME_META, layout: layoutOf('/') } as PageRoute<'/'>,
  page('/anchor', '主播开播'),
  page('/app', 'APP下载'),
  page('/search', '搜索'),
  page('/youliao', '有料'),
  page('/next', '赛程'),
  page('/components/barrage', '弹幕'),

  page('/about/agreement', '服务协议'),
  page('/about/privacy', '隐私政策'),
  page('/about/protocol', '用户协议'),
  page('/about/specification', '直播规范'),
  page('/about/live/{-$id}', '主播指南'),
  page('/about/{-$id}', '平台规则'),

  page('/football', '足球比分'),
  page('/football/allEventCom', '全部赛事'),
  page('/football/bjdc', '北京单场'),
  page('/football/collect', '收藏的比赛'),
  page('/football/end', '足球完场'),
  page('/football/jczq', '竞彩足球'),
  page('/football/model', '足球模型'),
  page('/football/next', '足球赛程'),
  page('/football/zc', '足彩'),
  page('/football/odds-detail', '足球指数详情'),
  page('/football/odds-detail/daxiaoqiu', '足球大小球指数'),
  page('/football/odds-detail/join', '足球综合指数'),
  page('/football/odds-detail/oupei', '足球欧赔指数'),
  page('/football/odds-detail/table', '足球指数对比'),
  page('/football/odds-detail/yapan', '足球亚盘指数'),
  page('/football/analysis/{-$id}', '足球比赛分析'),
  page('/football/daxiaoqiu/{-$id}', '足球比赛大小球'),
  page('/football/live/{-$id}', '足球比赛直播'),
  page('/football/oupei/{-$id}', '足球比赛欧赔'),
  page('/football/plan/{-$id}', '足球比赛方案'),
  page('/football/three/{-$id}', '足球比赛三合一'),
  page('/football/yapan/{-$id}', '足球比赛亚盘'),

  page('/basketball', '篮球比分'),
  page('/basketball/end', '篮球完场'),
  page('/basketball/jclq', '竞彩篮球'),
  page('/basketball/next', '篮球赛程'),
  page('/basketball/text', '篮球文字直播'),
  page('/basketball/odds-detail', '篮球指数详情'),
  page('/basketball/odds-detail/daxiaoqiu', '篮球大小分指数'),
  page('/basketball/odds-detail/join', '篮球综合指数'),
  page('/basketball/odds-detail/oupei', '篮球欧赔指数'),
  page('/basketball/odds-detail/table', '篮球指数对比'),
  page('/basketball/odds-detail/yapan', '篮球让分指数'),
  page('/basketball/analysis/{-$id}', '篮球比赛分析'),
  page('/basketball/daxiaoqiu/{-$id}', '篮球比赛大小分'),
  page('/basketball/live/{-$id}', '篮球比赛直播'),
  page('/basketball/oupei/{-$id}', '篮球比赛欧赔'),
  page('/basketball/plan/{-$id}', '篮球比赛方案'),
  page('/basketball/three/{-$id}', '篮球比赛三合一'),
  page('/basketball/yapan/{-$id}', '篮球比赛让分'),

  page('/guide', '专家推荐'),
  page('/guide/expert', '专家列表'),
  page('/guide/expert/comList', '专家推荐赛事'),
  page('/guide/expert/plan', '专家方案'),
  page('/guide/expert/info/{-$id}', '专家主页'),

  page('/live/{-$id}', '直播大厅'),
  page('/live/follow', '关注的直播'),
  page('/live/manual', '开播工具下载'),
  page('/live/rank', '直播排行榜'),
  page('/live/report', '直播举报'),
  page('/live/reserve', '直播预约'),
  page('/live/room/{-$id}', '直播间'),

  page('/recommend', '推荐赛事'),
  page('/recommend/comList', '推荐赛事列表'),
  page('/recommend/daxiaoqiu', '大小球推荐'),
  page('/recommend/records', '推荐历史'),
  page('/recommend/yapan', '亚盘推荐'),

  page('/user/register', '注册'),
  page('/user/pwd_find', '找回密码'),
  page('/user/comFormPage', '资料填写'),

  page('/v/anchor-add', '添加主播'),
  page('/v/anchor-chat', '主播聊天'),
  page('/v/anchor-room-set', '直播间设置'),
  page('/v/anchor-set', '开播设置'),
  page('/v/anchor-zone', '主播空间'),
  page('/v/apply', '申请主播'),
  page('/v/attention', '我的关注'),
  page('/v/collection', '我的收藏'),
  page('/v/concern', '关注的主播'),
  page('/v/grade', '我的等级'),
  page('/v/home', '个人中心'),
  page('/v/information', '信息中心'),
  page('/v/message', '我的消息'),
  page('/v/order', '我的订单'),
  page('/v/pay', '充值'),
  page('/v/personal-data', '个人资料'),
  page('/v/posting', '发布帖子'),
  page('/v/reserve', '我的预约'),
  page('/v/wallet', '我的钱包'),
  page('/v/wallet-forget-password', '重置支付密码'),

  page('/community/{-$id}', '社区'),
  page('/community/anchor-dynamic/{-$id}', '主播动态'),
  page('/community/circle-detail/{-$id}', '圈子详情'),
  page('/personal/{-$id}', '个人空间'),

  page('/news', '头条'),
  page('/news/pages/{-$page}', '资讯列表'),
  page('/news/$id', '资讯详情'),

  page('/playback/{-$id}', '录像回放'),
  page('/playback/list/{-$id}', '回放列表'),
  page('/playback/video/{-$video}', '精彩集锦'),

  page('/database/fb/page', '足球资料库'),
  page('/database/fb/$', '足球数据'),
  page('/database/lq/page', '篮球资料库'),
  page('/database/lq/{-$id}', '篮球联赛资料'),
  page('/database/lq/player/{-$id}', '篮球球员资料'),
  page('/database/lq/team/{-$id}', '篮球球队资料'),
  page('/database/lq/$', '篮球数据'),
] as const;

/** The route path of a page in {@link PAGES}. */
export type PagePath = (typeof PAGES)[number]['path'];

const PAGE_BY_PATH = new Map<string, PageRoute>(PAGES.map((entry) => [entry.path, entry]));

/** The page entry of a route path, for a route definition to take its title, description and layout from. */
export function pageRoute(path: PagePath): PageRoute<PagePath> {
  return PAGE_BY_PATH.get(path) as PageRoute<PagePath>;
}

/** Names of the pages an optional id selects: the platform rules, the anchor help and the live lists. */
const PAGE_NAMES_BY_PARAM: Partial<Record<PagePath, { param: string; names: Readonly<Record<string, string>> }>> = {
  '/about/{-$id}': {
    param: 'id',
    names: { 10001: '直播规则', 10002: '隐私政策', 10003: '版权声明', 10004: '免责声明', 10005: '用户协议', 10006: '意见反馈' },
  },
  '/about/live/{-$id}': { param: 'id', names: { 2: '主播教程', 3: '主播协议', 4: '常见问题' } },
  '/live/{-$id}': { param: 'id', names: { all: '全部直播', 1: '足球直播', 2: '篮球直播' } },
};

/** The help page the floating bar opens. */
export const HELP_PATH = '/about/10001';

type SegmentKind = 'static' | 'param' | 'optional' | 'splat';
interface RouteSegment {
  kind: SegmentKind;
  /** Lower-cased text of a static segment, otherwise the param name. */
  value: string;
}

const SPLAT_PARAM = '_splat';

const parsedRoutePaths = new Map<string, RouteSegment[]>();

function parseRoutePath(path: string): RouteSegment[] {
  let segments = parsedRoutePaths.get(path);
  if (segments === undefined) {
    segments = splitRoutePath(path);
    parsedRoutePaths.set(path, segments);
  }
  return segments;
}

function splitRoutePath(path: string): RouteSegment[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): RouteSegment => {
      if (segment === '$') return { kind: 'splat', value: SPLAT_PARAM };
      const optional = /^\{-\$(\w+)\}$/.exec(segment);
      if (optional?.[1] !== undefined) return { kind: 'optional', value: optional[1] };
      if (segment.startsWith('$')) return { kind: 'param', value: segment.slice(1) };
      return { kind: 'static', value: segment.toLowerCase() };
    });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded segments of a pathname, without query, hash, empty and dot segments. */
function pathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '' || raw === '.') continue;
    if (raw === '..') segments.pop();
    else segments.push(safeDecode(raw));
  }
  return segments;
}

// Higher ranks win, compared segment by segment: a static segment beats a param, a param an
// optional param, a present optional an absent one, and any of them a splat, as in TanStack Router.
const RANK = { static: 5, param: 4, optional: 3, absent: 2, splat: 1 } as const;

interface SegmentMatch {
  ranks: number[];
  params: Record<string, string>;
}

function matchSegments(route: readonly RouteSegment[], parts: readonly string[]): SegmentMatch[] {
  const [segment, ...restRoute] = route;
  if (segment === undefined) return parts.length === 0 ? [{ ranks: [], params: {} }] : [];
  const [part, ...restParts] = parts;
  const prefixed = (rank: number, params: Record<string, string>, matches: SegmentMatch[]): SegmentMatch[] =>
    matches.map((m) => ({ ranks: [rank, ...m.ranks], params: { ...params, ...m.params } }));

  switch (segment.kind) {
    case 'splat':
      return [{ ranks: [RANK.splat], params: { [SPLAT_PARAM]: parts.join('/') } }];
    case 'static':
      return part !== undefined && part.toLowerCase() === segment.value
        ? prefixed(RANK.static, {}, matchSegments(restRoute, restParts))
        : [];
    case 'param':
      return part !== undefined ? prefixed(RANK.param, { [segment.value]: part }, matchSegments(restRoute, restParts)) : [];
    case 'optional':
      return [
        ...(part !== undefined
          ? prefixed(RANK.optional, { [segment.value]: part }, matchSegments(restRoute, restParts))
          : []),
        ...prefixed(RANK.absent, {}, matchSegments(restRoute, parts)),
      ];
  }
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  // On an equal prefix the route that needs fewer segments is the more exact one.
  return b.length - a.length;
}

/** A route picked by {@link matchRoute}, with the params read from the pathname. */
export interface RouteMatch<T> {
  route: T;
  params: Record<string, string>;
}

/**
 * The route among `routes` (paths in TanStack Router syntax) that a concrete pathname resolves to,
 * as the router picks it: static segments beat params, optional params may be absent, a splat
 * takes the rest (as `_splat`). Case, a trailing slash, the query and the hash are ignored.
 */
export function matchRoute<T extends { path: string }>(routes: readonly T[], pathname: string): RouteMatch<T> | undefined {
  const parts = pathSegments(pathname);
  let best: { route: T; match: SegmentMatch } | undefined;
  for (const route of routes) {
    for (const match of matchSegments(parseRoutePath(route.path), parts)) {
      if (best === undefined || compareRanks(match.ranks, best.match.ranks) > 0) best = { route, match };
    }
  }
  return best === undefined ? undefined : { route: best.route, params: best.match.params };
}

/** A page matched against a concrete pathname, with the params it read from it. */
export type MatchedPage = PageRoute<PagePath> & { params: Record<string, string> };

/**
 * The page of {@link PAGES} a concrete pathname shows, with the rules of {@link matchRoute}, and
 * the title of the platform rule, anchor help or live list its id selects. Undefined when no page
 * matches.
 */
export function matchPage(pathname: string): MatchedPage | undefined {
  const matched = matchRoute<PageRoute<PagePath>>(PAGES, pathname);
  if (matched === undefined) return undefined;
  const { route, params } = matched;
  const byParam = PAGE_NAMES_BY_PARAM[route.path];
  const value = byParam === undefined ? undefined : params[byParam.param];
  const name =
    byParam !== undefined && value !== undefined && Object.hasOwn(byParam.names, value) ? byParam.names[value] : undefined;
  return { ...route, ...(name === undefined ? {} : { title: pageTitle(name) }), params };
}

/** Title and description for a pathname; the home page's for a path no page claims. */
export function pageMetaFor(pathname: string): PageMeta {
  const matched = matchPage(pathname);
  return matched === undefined ? HOME_META : { title: matched.title, description: matched.description };
}

/**
 * Whether a path needs a signed-in user (SPEC §2): the logged-in area `/v/…` except `/v/anchor…`,
 * and any path containing `recommend`.
 */
export function isProtectedPath(pathname: string): boolean {
  // Matching ignores case, so the check must too, or /V/wallet would slip through.
  const segments = pathSegments(pathname).map((segment) => segment.toLowerCase());
  const path = `/${segments.join('/')}`;
  if (segments[0] === 'v' && !path.startsWith('/v/anchor')) return true;
  return path.includes('recommend');
}

/** Where a route guard sends the user: the root for a visitor on a protected path, otherwise nowhere. */
export function redirectForVisitor(pathname: string, signedIn: boolean): '/' | null {
  return !signedIn && isProtectedPath(pathname) ? '/' : null;
}

/** Where the start-streaming button leads: anchors to their streaming settings, everyone else to the anchor application. */
export function startStreamingPath(isAnchor: boolean): '/v/anchor-set' | '/v/apply' {
  return isAnchor ? '/v/anchor-set' : '/v/apply';
}

/** The `headerNavIndex` query of /personal/{id}: 0 opens a user's space, 2 an anchor's. */
export const PERSONAL_NAV_INDEX = { USER: 0, ANCHOR: 2 } as const;
