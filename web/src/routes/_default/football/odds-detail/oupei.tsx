import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/oupei')({
  head: pageHead('/football/odds-detail/oupei'),
  component: FootballOddsDetailOupeiPage,
});

function FootballOddsDetailOupeiPage() {
  return <PlannedPage name="足球欧赔指数" holds="各公司欧赔指数及变化。" />;
}
