import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/plan/{-$id}')({
  head: pageHead('/basketball/plan/{-$id}'),
  component: BasketballPlanPage,
});

function BasketballPlanPage() {
  return <PlannedPage name="篮球比赛方案" holds="专家针对本场比赛发布的推荐方案。" />;
}
