import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/yapan')({
  head: pageHead('/football/odds-detail/yapan'),
  component: FootballOddsDetailYapanPage,
});

function FootballOddsDetailYapanPage() {
  return <PlannedPage name="足球亚盘指数" holds="各公司亚盘指数及变化。" />;
}
