import { listRoutes, PAGES, routes } from '@portal/contracts';
import { API_REFERENCE_PATH } from '../http/api-reference';

/** The logged-in area (SPEC §2): pages of one's own account, nothing a search engine should list. */
export const LOGGED_IN_AREA = '/v/';

type RouteSegment = { kind: 'static'; value: string } | { kind: 'param' | 'optional' | 'splat' };

/** A page's route path (TanStack Router syntax) as segments, static ones lower-cased as the router compares them. */
function pageSegments(route: string): RouteSegment[] {
  return route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): RouteSegment => {
      if (segment === '$') return { kind: 'splat' };
      if (/^\{-\$\w+\}$/.test(segment)) return { kind: 'optional' };
      if (segment.startsWith('$')) return { kind: 'param' };
      return { kind: 'static', value: segment.toLowerCase() };
    });
}

/** Whether a page's route matches some path that begins with the segments `folder` and goes on below it. */
function reachesBelow(route: readonly RouteSegment[], folder: readonly string[]): boolean {
  const [segment, ...restRoute] = route;
  if (segment === undefined) return false;
  if (segment.kind === 'splat') return true;
  const [part, ...restFolder] = folder;
  if (part === undefined) return true;
  const taken = (segment.kind !== 'static' || segment.value === part.toLowerCase()) && reachesBelow(restRoute, restFolder);
  return taken || (segment.kind === 'optional' && reachesBelow(restRoute, folder));
}

/**
 * The Disallow rule that keeps crawlers off a call's path and off no page: the shortest folder of
 * its leading static segments that no page lies below (`/api/`, `/live/football/`), else the path
 * itself when it is all static and no page's path begins with it (`/live/time`), else none (a POST
 * to a page's own address, which crawlers never send).
 */
function ruleFor(path: string, pages: readonly { path: string; segments: readonly RouteSegment[] }[]): string | undefined {
  const segments = path.split('/').filter((segment) => segment !== '');
  const firstParam = segments.findIndex((segment) => segment.includes(':') || segment.includes('*'));
  const lead = firstParam === -1 ? segments : segments.slice(0, firstParam);
  for (let length = 1; length <= lead.length; length += 1) {
    if (length === segments.length) break;
    const folder = lead.slice(0, length);
    if (!pages.some((page) => reachesBelow(page.segments, folder))) return `/${folder.join('/')}/`;
  }
  if (firstParam !== -1) return undefined;
  const lowered = path.toLowerCase();
  return pages.some((page) => page.path.toLowerCase().startsWith(lowered)) ? undefined : path;
}

/**
 * What robots.txt disallows: the logged-in area, the API reference and every call of the route
 * table but robots.txt and the sitemaps, as few rules as cover them without covering a page of PAGES.
 */
export function disallowedPaths(): string[] {
  const pages = PAGES.map((page) => ({ path: page.path, segments: pageSegments(page.path) }));
  const forCrawlers = new Set<string>([routes.extra.robots.path, routes.extra.sitemapIndex.path, routes.extra.sitemap.path]);
  const calls = listRoutes(routes).filter((entry) => !forCrawlers.has(entry.path));
  const paths = [API_REFERENCE_PATH, ...calls.map((entry) => entry.path)];
  const rules = new Set([LOGGED_IN_AREA, ...paths.flatMap((path) => ruleFor(path, pages) ?? [])]);
  for (const pictures of allowedPictures()) rules.delete(pictures);
  const sorted = [...rules].sort();
  return sorted.filter((rule) => !sorted.some((other) => other !== rule && rule.startsWith(other)));
}

/** The calls that answer the pictures the pages show: team badges, uploads, drawn pictures, emoji. */
const PICTURES = [routes.live.teamLogo, routes.extra.upload, routes.inform.drawnPicture, routes.extra.emoji, routes.extra.defaultPortrait];

/**
 * The folders of those pictures, which crawlers may fetch though their folder is disallowed (the
 * longer rule wins), so that a page is seen with its pictures.
 */
export function allowedPictures(): string[] {
  const folders = PICTURES.map((entry) => {
    const segments = entry.path.split('/').filter((segment) => segment !== '');
    const firstParam = segments.findIndex((segment) => segment.includes(':'));
    return firstParam === -1 ? entry.path : `/${segments.slice(0, firstParam).join('/')}/`;
  });
  return [...new Set(folders)].sort();
}

/** robots.txt: every crawler may read the site and its pictures but the disallowed paths; the sitemap index's address. */
export function robotsTxt(disallowed: readonly string[], sitemapUrl: string, pictures: readonly string[] = allowedPictures()): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...pictures.map((path) => `Allow: ${path}`),
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
