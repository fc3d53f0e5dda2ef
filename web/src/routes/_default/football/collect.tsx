import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { CollectedPage } from '../../../scores/CollectedPage';

export const Route = createFileRoute('/_default/football/collect')({
  head: pageHead('/football/collect'),
  component: FootballCollectPage,
});

function FootballCollectPage() {
  return <CollectedPage />;
}
