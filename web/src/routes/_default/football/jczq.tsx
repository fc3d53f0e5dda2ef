import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/jczq')({
  head: pageHead('/football/jczq'),
  component: FootballJczqPage,
});

function FootballJczqPage() {
  return <LotteryScoresPage sport="football" channel="list:football:jczq" />;
}
