import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/daxiaoqiu/{-$id}')({
  head: pageHead('/basketball/daxiaoqiu/{-$id}'),
  component: BasketballDaxiaoqiuPage,
});

function BasketballDaxiaoqiuPage() {
  return <PlannedPage name="篮球比赛大小分" holds="单场比赛各公司大小分指数。" />;
}
