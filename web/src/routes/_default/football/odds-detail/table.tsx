import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/table')({
  head: pageHead('/football/odds-detail/table'),
  component: FootballOddsDetailTablePage,
});

function FootballOddsDetailTablePage() {
  return <PlannedPage name="足球指数对比" holds="多家公司指数对比表。" />;
}
