import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocArticle } from './-components/DocArticle';
import { serviceAgreement } from './-docs/site-terms';

export const Route = createFileRoute('/_default/about/agreement')({
  head: pageHead('/about/agreement'),
  component: AboutAgreementPage,
});

function AboutAgreementPage() {
  return (
    <section className="panel">
      <DocArticle doc={serviceAgreement} />
    </section>
  );
}
