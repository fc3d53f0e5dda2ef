import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/daxiaoqiu')({
  head: pageHead('/basketball/odds-detail/daxiaoqiu'),
  component: BasketballOddsDetailDaxiaoqiuPage,
});

function BasketballOddsDetailDaxiaoqiuPage() {
  return <OddsDetailPage sport="basketball" view="daxiaoqiu" />;
}
