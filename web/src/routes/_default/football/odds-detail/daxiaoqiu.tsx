import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/daxiaoqiu')({
  head: pageHead('/football/odds-detail/daxiaoqiu'),
  component: FootballOddsDetailDaxiaoqiuPage,
});

function FootballOddsDetailDaxiaoqiuPage() {
  return <OddsDetailPage sport="football" view="daxiaoqiu" />;
}
