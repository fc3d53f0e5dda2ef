import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/analysis/{-$id}')({
  head: pageHead('/football/analysis/{-$id}'),
  component: FootballAnalysisPage,
});

function FootballAnalysisPage() {
  return <PlannedPage name="足球比赛分析" holds="单场比赛的历史交锋、近期战绩与积分排名。" />;
}
