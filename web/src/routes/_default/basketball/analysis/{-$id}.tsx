import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/analysis/{-$id}')({
  head: pageHead('/basketball/analysis/{-$id}'),
  component: BasketballAnalysisPage,
});

function BasketballAnalysisPage() {
  return <PlannedPage name="篮球比赛分析" holds="单场比赛的历史交锋、近期战绩与球队数据。" />;
}
