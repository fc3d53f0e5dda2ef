import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/')({
  head: pageHead('/football/odds-detail'),
  component: FootballOddsDetailPage,
});

function FootballOddsDetailPage() {
  return <PlannedPage name="足球指数详情" holds="足球比赛各公司指数详情。" />;
}
