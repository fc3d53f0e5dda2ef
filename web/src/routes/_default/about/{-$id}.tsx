import { ABOUT_DOCS, PLATFORM_RULE_IDS, PLATFORM_RULES_LABEL, platformRule } from '@portal/contracts';
import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocPage } from './-components/DocArticle';

export const Route = createFileRoute('/_default/about/{-$id}')({
  // /about is the page about the site; /about/{id} a platform rule, and any other id no page.
  loader: ({ params }) => {
    if (params.id === undefined) return ABOUT_DOCS['/about'];
    const rule = platformRule(params.id);
    if (rule === undefined) throw notFound();
    return rule;
  },
  head: pageHead('/about/{-$id}'),
  component: AboutPage,
});

function AboutPage() {
  const doc = Route.useLoaderData();
  return (
    <DocPage
      doc={doc}
      nav={
        <nav className="doc-nav" aria-label={PLATFORM_RULES_LABEL}>
          {PLATFORM_RULE_IDS.map((id) => (
            <Link key={id} to="/about/{-$id}" params={{ id }} activeProps={{ className: 'is-active' }}>
              {ABOUT_DOCS[`/about/${id}`].title}
            </Link>
          ))}
        </nav>
      }
    />
  );
}
