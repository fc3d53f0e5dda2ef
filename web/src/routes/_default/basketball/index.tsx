import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LiveScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/basketball/')({
  head: pageHead('/basketball'),
  component: BasketballPage,
});

function BasketballPage() {
  return <LiveScoresPage sport="basketball" />;
}
