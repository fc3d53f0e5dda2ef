import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/plan/{-$id}')({
  head: pageHead('/football/plan/{-$id}'),
  component: FootballPlanPage,
});

function FootballPlanPage() {
  return <PlannedPage name="足球比赛方案" holds="专家针对本场比赛发布的推荐方案。" />;
}
