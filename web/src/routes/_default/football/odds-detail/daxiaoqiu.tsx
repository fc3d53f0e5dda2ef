import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/daxiaoqiu')({
  head: pageHead('/football/odds-detail/daxiaoqiu'),
  component: FootballOddsDetailDaxiaoqiuPage,
});

function FootballOddsDetailDaxiaoqiuPage() {
  return <PlannedPage name="足球大小球指数" holds="各公司大小球指数及变化。" />;
}
