import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LiveScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/')({
  head: pageHead('/football'),
  component: FootballPage,
});

function FootballPage() {
  return <LiveScoresPage sport="football" />;
}
