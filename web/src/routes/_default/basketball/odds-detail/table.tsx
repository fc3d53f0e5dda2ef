import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/table')({
  head: pageHead('/basketball/odds-detail/table'),
  component: BasketballOddsDetailTablePage,
});

function BasketballOddsDetailTablePage() {
  return <PlannedPage name="篮球指数对比" holds="多家公司指数对比表。" />;
}
