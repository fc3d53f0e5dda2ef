import { ABOUT_DOCS } from '@portal/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { DocPage } from './-components/DocArticle';

export const Route = createFileRoute('/_default/about/privacy')({
  head: pageHead('/about/privacy'),
  component: AboutPrivacyPage,
});

function AboutPrivacyPage() {
  return <DocPage doc={ABOUT_DOCS['/about/privacy']} />;
}
