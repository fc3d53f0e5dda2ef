import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocArticle } from './-components/DocArticle';
import { liveSpecification } from './-docs/site-terms';

export const Route = createFileRoute('/_default/about/specification')({
  head: pageHead('/about/specification'),
  component: AboutSpecificationPage,
});

function AboutSpecificationPage() {
  return (
    <section className="panel">
      <DocArticle doc={liveSpecification} />
    </section>
  );
}
