import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/bjdc')({
  head: pageHead('/football/bjdc'),
  component: FootballBjdcPage,
});

function FootballBjdcPage() {
  return <LotteryScoresPage sport="football" channel="list:football:bjdc" />;
}
