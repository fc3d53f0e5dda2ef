import { matchPage, pageRoute, type PageMeta, type PagePath } from '@portal/contracts';

export function metaTags({ title, description }: PageMeta) {
  return [{ title }, { name: 'description', content: description }];
}

/**
 * `head` of the route of `path`: the title and description of its PAGES entry, or of the page
 * named after the id in the URL where the entry has such names (the rule pages, the live lists).
 */
export function pageHead(path: PagePath) {
  const page = pageRoute(path);
  return ({ match }: { match: { pathname: string } }) => {
    const matched = matchPage(match.pathname);
    return { meta: metaTags(matched?.path === path ? matched : page) };
  };
}
