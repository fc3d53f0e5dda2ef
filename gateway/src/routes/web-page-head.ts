import {
  beijingMinute,
  clipDescription,
  expertPageTitle,
  type FeedSport,
  leaguePageTitle,
  matchPage,
  matchPageTitle,
  type MatchedPage,
  type MatchState,
  newsPageTitle,
  NOT_FOUND_META,
  type PageHead,
  type PagePath,
  type Plan,
  planPageTitle,
  playerPageTitle,
  roomPageTitle,
  routes,
  SITE_NAME,
  teamPageTitle,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { MATCH_PAGE_NAMES, matchIdOf, rowIdOf, webPageExistence } from './web-page-existence';

/** What a page's data adds to the head its PAGES entry gives: a title from the data, and what it is about. */
type Facts = Partial<Omit<PageHead, 'found'>> & { found?: boolean };
type FactsOf = (page: MatchedPage, search: URLSearchParams) => Promise<Facts>;

const SCHEMA_ORG = 'https://schema.org';

/** An answer of one of the gateway's own read calls, as a page showing it gets it; undefined when refused. */
async function readOwn<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object): Promise<T | undefined> {
  const answer = await app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { 'sec-fetch-site': 'same-origin' } });
  if (answer.statusCode !== 200) return undefined;
  const envelope = answer.json<{ code: number; data: T }>();
  return envelope.code === 0 || envelope.code === 200 ? envelope.data : undefined;
}

function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The head of a match page: the teams, the league and the kick-off, and the match as a SportsEvent. */
function matchFacts(app: FastifyInstance, sport: FeedSport, pageName: string): FactsOf {
  return async (page) => {
    const id = matchIdOf(page.params.id);
    if (id === undefined) return { found: false };
    const live = app.realtime.scores.match(sport, id)?.state as MatchState | undefined;
    let facts: {
      home: string;
      away: string;
      league: string;
      kickoffAt: number;
      homeScore: number;
      awayScore: number;
      image: string | null;
    };
    if (live !== undefined) {
      facts = {
        home: live.home.name,
        away: live.away.name,
        league: live.league.name,
        kickoffAt: live.kickoffAt,
        homeScore: live.homeScore,
        awayScore: live.awayScore,
        image: live.home.logo || null,
      };
    } else {
      const season = await readOwn<{
        league: { name: string; sport: string };
        teams: Record<string, { name: string; logo: string }>;
        match: { kickoffAt: number; homeTeamId: number; awayTeamId: number; homeScore?: number | null; awayScore?: number | null };
      }>(app, 'GET', pathOf(routes.live.seasonMatch.path, { id }));
      if (season === undefined || season.league.sport !== sport) return { found: false };
      const home = season.teams[String(season.match.homeTeamId)];
      const away = season.teams[String(season.match.awayTeamId)];
      if (home === undefined || away === undefined) return { found: false };
      facts = {
        home: home.name,
        away: away.name,
        league: season.league.name,
        kickoffAt: season.match.kickoffAt,
        homeScore: season.match.homeScore ?? 0,
        awayScore: season.match.awayScore ?? 0,
        image: home.logo || null,
      };
    }
    const kickoff = beijingMinute(facts.kickoffAt);
    const sportName = sport === 'football' ? '足球' : '篮球';
    return {
      title: matchPageTitle({ home: facts.home, away: facts.away, league: facts.league, kickoff, page: pageName }),
      description: clipDescription(
        `${kickoff}（北京时间）${facts.league}${facts.home}对阵${facts.away}，${SITE_NAME}提供${facts.home}vs${facts.away}${sportName}直播、实时比分${facts.homeScore}-${facts.awayScore}、赛事数据、赔率指数与主播解说。`,
      ),
      ogType: 'video.other',
      image: facts.image,
      jsonLd: {
        '@context': SCHEMA_ORG,
        '@type': 'SportsEvent',
        name: `${facts.league} ${facts.home}vs${facts.away}`,
        sport: sportName,
        startDate: new Date(facts.kickoffAt).toISOString(),
        eventStatus: `${SCHEMA_ORG}/EventScheduled`,
        homeTeam: { '@type': 'SportsTeam', name: facts.home },
        awayTeam: { '@type': 'SportsTeam', name: facts.away },
        competitor: [
          { '@type': 'SportsTeam', name: facts.home },
          { '@type': 'SportsTeam', name: facts.away },
        ],
        location: { '@type': 'Place', name: facts.league },
      },
    };
  };
}

function newsFacts(app: FastifyInstance): FactsOf {
  return async (page) => {
    const id = rowIdOf(page.params.id);
    const article = id === undefined ? undefined : await app.content.news.peek(id);
    if (article === undefined) return { found: false };
    return {
      title: newsPageTitle(article.title),
      description: clipDescription(article.summary || article.content.replace(/<[^>]*>/g, ' ')),
      ogType: 'article',
      image: article.cover || null,
      jsonLd: {
        '@context': SCHEMA_ORG,
        '@type': 'NewsArticle',
        headline: article.title,
        datePublished: new Date(article.publishedAt).toISOString(),
        author: { '@type': 'Person', name: article.authorName },
        publisher: { '@type': 'Organization', name: SITE_NAME },
        ...(article.cover ? { image: [article.cover] } : {}),
      },
    };
  };
}

function roomFacts(app: FastifyInstance): FactsOf {
  return async (page) => {
    const id = rowIdOf(page.params.id);
    if (id === undefined) return { found: false };
    const room = await readOwn<{
      title: string;
      nickName: string;
      cover: string;
      onAir: boolean;
      openedAt: string | null;
      navName: string;
    }>(app, 'GET', `${routes.api.roomDetail.path}?roomId=${id}`);
    if (room === undefined) return { found: false };
    return {
      title: roomPageTitle(room.title, room.nickName),
      description: clipDescription(
        `${room.nickName}的直播间：${room.title}。${room.onAir ? '正在直播' : '暂未开播'}，${room.navName}高清无插件直播，边看边聊。`,
      ),
      ogType: 'video.other',
      image: room.cover || null,
      jsonLd: {
        '@context': SCHEMA_ORG,
        '@type': 'BroadcastEvent',
        name: room.title,
        isLiveBroadcast: room.onAir,
        ...(room.openedAt ? { startDate: room.openedAt } : {}),
        publishedOn: { '@type': 'BroadcastService', name: SITE_NAME },
        performer: { '@type': 'Person', name: room.nickName },
      },
    };
  };
}

function expertFacts(app: FastifyInstance): FactsOf {
  return async (page) => {
    const id = rowIdOf(page.params.id);
    if (id === undefined) return {};
    const expert = await readOwn<{ name: string; nickName: string; introduction: string; portrait: string }>(
      app,
      'POST',
      routes.pc.centerHead.path,
      { expertId: id },
    );
    if (expert === undefined) return { found: false };
    const name = expert.nickName || expert.name;
    return {
      title: expertPageTitle(name),
      description: clipDescription(`${name}：${expert.introduction}`),
      image: expert.portrait || null,
      jsonLd: { '@context': SCHEMA_ORG, '@type': 'Person', name, description: expert.introduction },
    };
  };
}

type TeamAnswer = { league: { name: string }; team: { name: string; logo: string }; squad: { name: string }[] };
type PlayerAnswer = { league: { name: string }; team: { name: string }; player: { name: string; position?: string } };

async function teamFacts(app: FastifyInstance, sport: FeedSport, id: number): Promise<Facts> {
  const entry = sport === 'football' ? routes.live.footballTeamStats : routes.live.basketballTeamStats;
  const answer = await readOwn<TeamAnswer>(app, 'GET', pathOf(entry.path, { id }));
  if (answer === undefined) return { found: false };
  const { team, league, squad } = answer;
  return {
    title: teamPageTitle(team.name),
    description: clipDescription(
      `${team.name}（${league.name}）赛程比分、积分排名与球员名单：${squad.map((player) => player.name).join('、')}`,
    ),
    image: team.logo || null,
    jsonLd: {
      '@context': SCHEMA_ORG,
      '@type': 'SportsTeam',
      name: team.name,
      sport: sport === 'football' ? '足球' : '篮球',
      memberOf: { '@type': 'SportsOrganization', name: league.name },
      athlete: squad.map((player) => ({ '@type': 'Person', name: player.name })),
      ...(team.logo ? { logo: team.logo } : {}),
    },
  };
}

async function playerFacts(app: FastifyInstance, sport: FeedSport, id: number): Promise<Facts> {
  const entry = sport === 'football' ? routes.live.footballPlayerStats : routes.live.basketballPlayerStats;
  const answer = await readOwn<PlayerAnswer>(app, 'GET', pathOf(entry.path, { id }));
  if (answer === undefined) return { found: false };
  const { player, team, league } = answer;
  return {
    title: playerPageTitle(player.name, team.name),
    description: clipDescription(`${player.name}，${league.name}${team.name}球员，本赛季数据统计、比赛记录与生涯资料。`),
    jsonLd: { '@context': SCHEMA_ORG, '@type': 'Person', name: player.name, memberOf: { '@type': 'SportsTeam', name: team.name } },
  };
}

function leagueFacts(seasonId: number | undefined, leagueName: string): Facts {
  return {
    title: leaguePageTitle(leagueName),
    description: clipDescription(`${leagueName}积分榜、赛程赛果、球队与球员数据统计${seasonId ? '' : '，历届赛季一览'}。`),
    jsonLd: { '@context': SCHEMA_ORG, '@type': 'SportsOrganization', name: leagueName },
  };
}

/** The football data base's pages under /database/fb/: a league (hot/…), a team or a player. */
function footballDataFacts(app: FastifyInstance): FactsOf {
  return async (page) => {
    const [kind, ...rest] = (page.params._splat ?? '').split('/');
    const numbers = rest.map(Number);
    if ((kind === 'team' || kind === 'player') && matchIdOf(rest[0]) !== undefined) {
      return kind === 'team' ? teamFacts(app, 'football', numbers[0] as number) : playerFacts(app, 'football', numbers[0] as number);
    }
    if (kind === 'hot' && numbers[1] !== undefined && numbers[1] > 0) {
      const leagues = await readOwn<{ leagues?: { id: number; shortName: string }[] }>(
        app,
        'GET',
        `${routes.live.dataTeamNav.path}?sport=football`,
      );
      const league = leagues?.leagues?.find((one) => one.id === numbers[1]);
      return league === undefined ? {} : leagueFacts(numbers[2] || undefined, league.shortName);
    }
    return {};
  };
}

function basketballTeamFacts(app: FastifyInstance): FactsOf {
  return async (page) => {
    const id = matchIdOf(page.params.id);
    return id === undefined ? {} : teamFacts(app, 'basketball', id);
  };
}

function basketballPlayerFacts(app: FastifyInstance): FactsOf {
  return async (page) => {
    const id = matchIdOf(page.params.id);
    return id === undefined ? {} : playerFacts(app, 'basketball', id);
  };
}

/** The plan directory with ?code=: that plan's title, its expert and what it is about; not found when the code names none. */
function planFacts(app: FastifyInstance): FactsOf {
  return async (_page, search) => {
    const code = search.get('code');
    if (code === null) return {};
    if (code === '' || code.length > 32) return { found: false };
    const plan = await readOwn<Plan>(app, 'GET', pathOf(routes.tj.recommendDetail.path, { code }));
    if (plan === undefined) return { found: false };
    const expert = plan.expert.nickName || plan.expert.name;
    const matches = plan.legs.map((leg) => `${leg.home.name}vs${leg.away.name}`).join('、');
    return {
      canonicalPath: `/guide/expert/plan?code=${encodeURIComponent(code)}`,
      title: planPageTitle(plan.title, expert, plan.playTypeName),
      description: clipDescription(`${expert}的${plan.playTypeName}方案：${plan.title}${matches ? `（${matches}）` : ''}。`),
      image: plan.expert.portrait || null,
      ogType: 'article',
      jsonLd: {
        '@context': SCHEMA_ORG,
        '@type': 'Article',
        headline: plan.title,
        datePublished: plan.publishedAt,
        author: { '@type': 'Person', name: expert },
      },
    };
  };
}

function factFinders(app: FastifyInstance): Partial<Record<PagePath, FactsOf>> {
  const finders: Partial<Record<PagePath, FactsOf>> = {
    '/guide/expert/plan': planFacts(app),
    '/news/$id': newsFacts(app),
    '/live/room/{-$id}': roomFacts(app),
    '/guide/expert/info/{-$id}': expertFacts(app),
    '/database/fb/$': footballDataFacts(app),
    '/database/lq/team/{-$id}': basketballTeamFacts(app),
    '/database/lq/player/{-$id}': basketballPlayerFacts(app),
  };
  for (const sport of ['football', 'basketball'] as const) {
    for (const [kind, name] of Object.entries(MATCH_PAGE_NAMES)) finders[`/${sport}/${kind}/{-$id}` as PagePath] = matchFacts(app, sport, name);
  }
  return finders;
}

/** The pathname without a trailing slash (the home page's excepted), as the canonical link names it. */
function canonicalPathOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** The query of a path that may carry one. */
function searchOf(pathname: string): URLSearchParams {
  const query = /\?([^#]*)/.exec(pathname)?.[1];
  return new URLSearchParams(query ?? '');
}

/**
 * The head of the page at `pathname` (a query too, for the pages it names something on), from what the page shows: the title and description of its
 * PAGES entry, made particular by its data where it has any (a match's teams and kick-off, an
 * article's headline), the canonical path, Open Graph and JSON-LD, and whether it names anything.
 */
export function webPageHeads(app: FastifyInstance): (pathname: string) => Promise<PageHead> {
  const exists = webPageExistence(app);
  let finders: Partial<Record<PagePath, FactsOf>> | undefined;
  return async (pathname) => {
    finders ??= factFinders(app);
    const canonicalPath = canonicalPathOf(pathname);
    const page = matchPage(canonicalPath);
    const notFound: PageHead = { ...NOT_FOUND_META, canonicalPath, ogType: 'website', image: null, jsonLd: null, found: false };
    if (page === undefined || !(await exists(page))) return notFound;
    let facts: Facts = {};
    try {
      facts = (await finders[page.path]?.(page, searchOf(pathname))) ?? {};
    } catch (error) {
      app.log.warn({ err: error, path: canonicalPath }, 'reading the facts of a page head failed; using its generic head');
    }
    if (facts.found === false) return notFound;
    return {
      title: facts.title ?? page.title,
      description: facts.description ?? page.description,
      canonicalPath: facts.canonicalPath ?? canonicalPath,
      ogType: facts.ogType ?? 'website',
      image: facts.image ?? null,
      jsonLd: facts.jsonLd ?? null,
      found: true,
    };
  };
}
