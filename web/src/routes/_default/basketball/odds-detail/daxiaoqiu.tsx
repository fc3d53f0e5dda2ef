import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/daxiaoqiu')({
  head: pageHead('/basketball/odds-detail/daxiaoqiu'),
  component: BasketballOddsDetailDaxiaoqiuPage,
});

function BasketballOddsDetailDaxiaoqiuPage() {
  return <PlannedPage name="篮球大小分指数" holds="各公司大小分指数及变化。" />;
}
