import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { EndedScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/basketball/end')({
  head: pageHead('/basketball/end'),
  component: BasketballEndPage,
});

function BasketballEndPage() {
  return <EndedScoresPage sport="basketball" />;
}
