import { z } from 'zod';
import { SITE_NAME } from './pages';

/** What the head of a page says of it, to crawlers and to links shared elsewhere. */
export const pageHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The page's own path, for the canonical link and og:url. */
  canonicalPath: z.string(),
  /** Open Graph type: an article, a match or room page, or any other page. */
  ogType: z.enum(['website', 'article', 'video.other']),
  /** A picture of the page (a team's badge, a news picture, a room's cover), or null. */
  image: z.string().nullable(),
  /** The schema.org description of what the page is about (SportsEvent, NewsArticle, SportsTeam, BroadcastEvent), or null. */
  jsonLd: z.record(z.string(), z.unknown()).nullable(),
  /** False when the path or the id in it names nothing: the page is the not-found page. */
  found: z.boolean(),
});
/** What the head of a page says of it. */
export type PageHead = z.infer<typeof pageHeadSchema>;

/** The page a head is asked for: its path, as the address bar has it. */
/** The header of a page rendered on the server that names the channels it shows, separated by spaces. */
export const PAGE_CHANNELS_HEADER = 'x-page-channels';

export const pageHeadQuerySchema = z.object({ path: z.string().min(1).max(512).startsWith('/') });

/**
 * SPEC §1 style: the title of a match page. `{主队}vs{客队}直播_{联赛}直播_{开赛时间}_好球直播` for the live
 * page; the match's other pages name themselves in place of the first 直播 (分析, 欧赔…).
 */
export function matchPageTitle(facts: { home: string; away: string; league: string; kickoff: string; page?: string }): string {
  return `${facts.home}vs${facts.away}${facts.page ?? '直播'}_${facts.league}直播_${facts.kickoff}_${SITE_NAME}`;
}

/** The title of a team page: `{球队}赛程比分_球员名单_好球直播`. */
export function teamPageTitle(team: string): string {
  return `${team}赛程比分_球员名单_${SITE_NAME}`;
}

/** The title of a player page. */
export function playerPageTitle(player: string, team: string | null): string {
  return `${player}${team ? `_${team}` : ''}球员资料_数据统计_${SITE_NAME}`;
}

/** The title of a league page. */
export function leaguePageTitle(league: string): string {
  return `${league}积分榜_赛程赛果_球队数据_${SITE_NAME}`;
}

/** The title of a news article: its headline. */
export function newsPageTitle(headline: string): string {
  return `${headline}_${SITE_NAME}`;
}

/** The title of a live room: the room's title and its anchor. */
export function roomPageTitle(room: string, anchor: string): string {
  return `${room}_${anchor}的直播间_${SITE_NAME}`;
}

/** The title of an expert's page. */
export function expertPageTitle(expert: string): string {
  return `${expert}的专家主页_推荐方案_${SITE_NAME}`;
}

/** The title of an expert's plan: its title, its expert and its play. */
export function planPageTitle(plan: string, expert: string, play: string): string {
  return `${plan}_${expert}${play}推荐方案_${SITE_NAME}`;
}

/** A description cut to what a search result shows, on a character boundary. */
export function clipDescription(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}
