import { createFileRoute } from '@tanstack/react-router';
import { InformationPage } from '../../../community/UserPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/information')({
  head: pageHead('/v/information'),
  component: VInformationPage,
});

function VInformationPage() {
  return <InformationPage />;
}
