import { ABOUT_DOCS } from '@portal/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocPage } from './-components/DocArticle';

export const Route = createFileRoute('/_default/about/protocol')({
  head: pageHead('/about/protocol'),
  component: AboutProtocolPage,
});

function AboutProtocolPage() {
  return <DocPage doc={ABOUT_DOCS['/about/protocol']} />;
}
