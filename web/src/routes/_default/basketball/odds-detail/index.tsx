import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/')({
  head: pageHead('/basketball/odds-detail'),
  component: BasketballOddsDetailPage,
});

function BasketballOddsDetailPage() {
  return <PlannedPage name="篮球指数详情" holds="篮球比赛各公司指数详情。" />;
}
