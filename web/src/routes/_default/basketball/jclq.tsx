import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { LotteryScoresPage } from '../../../scores/ListPages';

export const Route = createFileRoute('/_default/basketball/jclq')({
  head: pageHead('/basketball/jclq'),
  component: BasketballJclqPage,
});

function BasketballJclqPage() {
  return <LotteryScoresPage sport="basketball" channel="list:basketball:jclq" />;
}
