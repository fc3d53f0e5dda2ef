import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/plan')({
  head: pageHead('/guide/expert/plan'),
  component: GuideExpertPlanPage,
});

function GuideExpertPlanPage() {
  return <PlannedPage name="专家方案" holds="专家发布的推荐方案。" />;
}
