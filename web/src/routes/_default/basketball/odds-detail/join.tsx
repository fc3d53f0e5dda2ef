import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/join')({
  head: pageHead('/basketball/odds-detail/join'),
  component: BasketballOddsDetailJoinPage,
});

function BasketballOddsDetailJoinPage() {
  return <PlannedPage name="篮球综合指数" holds="欧赔、让分、大小分的综合指数。" />;
}
