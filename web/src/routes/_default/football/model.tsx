import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { ModelPage } from '../../../scores/ModelPage';

export const Route = createFileRoute('/_default/football/model')({
  head: pageHead('/football/model'),
  component: FootballModelPage,
});

function FootballModelPage() {
  return <ModelPage />;
}
