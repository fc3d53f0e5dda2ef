import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/football/zc')({
  head: pageHead('/football/zc'),
  component: FootballZcPage,
});

function FootballZcPage() {
  return <LotteryScoresPage sport="football" channel="list:football:lottery" />;
}
