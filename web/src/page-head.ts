import type { QueryClient } from '@tanstack/react-query';
import { matchPage, pageRoute, routes, SITE_NAME, type PageHead, type PageMeta, type PagePath } from '@portal/contracts';
import { quietApi } from './lib/api';
import { routeQuery } from './lib/route-query';

export function metaTags({ title, description }: PageMeta) {
  return [{ title }, { name: 'description', content: description }];
}

/** How long a page's head is taken as current: its title changes only with its teams or headline. */
const PAGE_HEAD_STALE_MS = 5 * 60_000;

/**
 * The head of the page at `pathname` as the gateway reads it from the page's data (GET
 * /api/page/head); null when it could not be read, and the route's own title and description stand.
 */
export function pageHeadQuery(pathname: string) {
  return routeQuery(
    routes.api.pageHead,
    { query: { path: pathname } },
    { client: quietApi, onRefusal: () => null, staleTime: PAGE_HEAD_STALE_MS },
  );
}

/**
 * The tags of a page's head: title and description, the canonical link and Open Graph (absolute,
 * on `origin`), and what the page is about in JSON-LD.
 */
export function headOf(head: PageHead, origin: string) {
  const url = `${origin}${head.canonicalPath}`;
  const meta: Record<string, unknown>[] = [
    ...metaTags(head),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:type', content: head.ogType },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'zh_CN' },
  ];
  if (head.image)
    meta.push({
      property: 'og:image',
      content: origin ? new URL(head.image, origin).href : head.image,
    });
  if (!head.found) meta.push({ name: 'robots', content: 'noindex' });
  if (head.jsonLd) meta.push({ 'script:ld+json': head.jsonLd });
  return { meta, links: head.found ? [{ rel: 'canonical', href: url }] : [] };
}

/** What a route's `head` gets of its match: its path and the router context (the query cache, the origin). */
interface HeadMatch {
  pathname: string;
  context: { queryClient: QueryClient; origin?: string };
}

/** The head the root's `beforeLoad` read for `pathname`, if it could. */
export function knownHead(match: HeadMatch): PageHead | null {
  return match.context.queryClient.getQueryData<PageHead | null>(pageHeadQuery(match.pathname).queryKey) ?? null;
}

/**
 * `head` of the route of `path`: the page's head from its data where the root read it (title,
 * description, canonical, Open Graph, JSON-LD); otherwise the title and description of its PAGES
 * entry, or of the page named after the id in the URL where the entry has such names (the rule
 * pages, the live lists).
 */
export function pageHead(path: PagePath) {
  const page = pageRoute(path);
  return ({ match }: { match: HeadMatch }) => {
    const known = knownHead(match);
    if (known !== null) return headOf(known, match.context.origin ?? '');
    const matched = matchPage(match.pathname);
    return { meta: metaTags(matched?.path === path ? matched : page) };
  };
}
