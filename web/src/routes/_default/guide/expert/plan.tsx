import { createFileRoute } from '@tanstack/react-router';
import { PlanDirectoryPage } from '../../../../experts/GuidePages';
import { guideSearchSchema } from '../../../../experts/search';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/plan')({
  validateSearch: guideSearchSchema,
  head: pageHead('/guide/expert/plan'),
  component: GuideExpertPlanPage,
});

function GuideExpertPlanPage() {
  const { code, ...search } = Route.useSearch();
  return <PlanDirectoryPage search={search} code={code} />;
}
