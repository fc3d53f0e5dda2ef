import { createFileRoute } from '@tanstack/react-router';
import { RecommendRecordsPage } from '../../../experts/RecommendPages';
import { statusSearchSchema } from '../../../experts/search';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/records')({
  validateSearch: statusSearchSchema,
  head: pageHead('/recommend/records'),
  component: RecordsPage,
});

function RecordsPage() {
  return <RecommendRecordsPage status={Route.useSearch().status} />;
}
