import { ABOUT_DOCS, ANCHOR_GUIDE_IDS, ANCHOR_GUIDES_LABEL, DEFAULT_ANCHOR_GUIDE_ID, anchorGuide } from '@portal/contracts';
import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { DocPage } from '../-components/DocArticle';

export const Route = createFileRoute('/_default/about/live/{-$id}')({
  // /about/live opens on the tutorial; an id that is none of the anchor help pages is no page.
  loader: ({ params }) => {
    const guide = anchorGuide(params.id ?? DEFAULT_ANCHOR_GUIDE_ID);
    if (guide === undefined) throw notFound();
    return guide;
  },
  head: pageHead('/about/live/{-$id}'),
  component: AboutLivePage,
});

function AboutLivePage() {
  const doc = Route.useLoaderData();
  return (
    <DocPage
      doc={doc}
      nav={
        <nav className="doc-nav" aria-label={ANCHOR_GUIDES_LABEL}>
          {ANCHOR_GUIDE_IDS.map((id) => (
            <Link key={id} to="/about/live/{-$id}" params={{ id }} activeProps={{ className: 'is-active' }}>
              {ABOUT_DOCS[`/about/live/${id}`].title}
            </Link>
          ))}
        </nav>
      }
    />
  );
}
