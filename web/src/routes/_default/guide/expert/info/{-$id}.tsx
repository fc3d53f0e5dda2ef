import { createFileRoute } from '@tanstack/react-router';
import { ExpertInfoPage } from '../../../../../experts/GuidePages';
import { statusSearchSchema } from '../../../../../experts/search';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/info/{-$id}')({
  validateSearch: statusSearchSchema,
  head: pageHead('/guide/expert/info/{-$id}'),
  component: GuideExpertInfoPage,
});

function GuideExpertInfoPage() {
  const { id } = Route.useParams();
  const { status } = Route.useSearch();
  const expertId = Number(id);
  if (!Number.isInteger(expertId) || expertId <= 0) return <p className="panel empty">专家不存在</p>;
  return <ExpertInfoPage expertId={expertId} status={status} />;
}
