import { Link, createFileRoute } from '@tanstack/react-router';
import { PageError } from '../../../../components/ErrorPage';
import { pageHead } from '../../../../page-head';
import { DocArticle } from '../-components/DocArticle';
import { ANCHOR_GUIDES } from '../-docs/anchor-guides';

function guideFor(id: string | undefined) {
  if (id === undefined) return null;
  const guide = Object.hasOwn(ANCHOR_GUIDES, id) ? ANCHOR_GUIDES[id] : undefined;
  if (!guide) throw new PageError(404);
  return guide;
}

export const Route = createFileRoute('/_default/about/live/{-$id}')({
  loader: ({ params }) => guideFor(params.id),
  head: pageHead('/about/live/{-$id}'),
  component: AboutLivePage,
});

function AboutLivePage() {
  const guide = Route.useLoaderData();
  return (
    <section className="panel">
      <nav className="doc-nav" aria-label="主播指南">
        {Object.entries(ANCHOR_GUIDES).map(([id, doc]) => (
          <Link key={id} to="/about/live/{-$id}" params={{ id }} activeProps={{ className: 'is-active' }}>
            {doc.title}
          </Link>
        ))}
      </nav>
      {guide ? <DocArticle doc={guide} /> : <h1>主播指南</h1>}
    </section>
  );
}
