import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/daxiaoqiu/{-$id}')({
  head: pageHead('/football/daxiaoqiu/{-$id}'),
  component: FootballDaxiaoqiuPage,
});

function FootballDaxiaoqiuPage() {
  return <PlannedPage name="足球比赛大小球" holds="单场比赛各公司大小球指数。" />;
}
