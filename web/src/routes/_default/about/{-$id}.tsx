import { Link, createFileRoute } from '@tanstack/react-router';
import { PageError } from '../../../components/ErrorPage';
import { pageHead } from '../../../page-head';
import { DocArticle } from './-components/DocArticle';
import { PLATFORM_RULES } from './-docs/platform-rules';

function ruleFor(id: string | undefined) {
  if (id === undefined) return null;
  const rule = Object.hasOwn(PLATFORM_RULES, id) ? PLATFORM_RULES[id] : undefined;
  if (!rule) throw new PageError(404);
  return rule;
}

export const Route = createFileRoute('/_default/about/{-$id}')({
  loader: ({ params }) => ruleFor(params.id),
  head: pageHead('/about/{-$id}'),
  component: AboutPage,
});

function AboutPage() {
  const rule = Route.useLoaderData();
  return (
    <section className="panel">
      <nav className="doc-nav" aria-label="平台规则">
        {Object.entries(PLATFORM_RULES).map(([id, doc]) => (
          <Link key={id} to="/about/{-$id}" params={{ id }} activeProps={{ className: 'is-active' }}>
            {doc.title}
          </Link>
        ))}
      </nav>
      {rule ? <DocArticle doc={rule} /> : <h1>平台规则</h1>}
    </section>
  );
}
