import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocArticle } from './-components/DocArticle';
import { privacyPolicy } from './-docs/site-terms';

export const Route = createFileRoute('/_default/about/privacy')({
  head: pageHead('/about/privacy'),
  component: AboutPrivacyPage,
});

function AboutPrivacyPage() {
  return (
    <section className="panel">
      <DocArticle doc={privacyPolicy} />
    </section>
  );
}
