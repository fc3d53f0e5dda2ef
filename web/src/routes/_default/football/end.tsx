import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { EndedScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/end')({
  head: pageHead('/football/end'),
  component: FootballEndPage,
});

function FootballEndPage() {
  return <EndedScoresPage sport="football" />;
}
