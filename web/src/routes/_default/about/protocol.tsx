import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocArticle } from './-components/DocArticle';
import { userAgreement } from './-docs/site-terms';

export const Route = createFileRoute('/_default/about/protocol')({
  head: pageHead('/about/protocol'),
  component: AboutProtocolPage,
});

function AboutProtocolPage() {
  return (
    <section className="panel">
      <DocArticle doc={userAgreement} />
    </section>
  );
}
