import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/records')({
  head: pageHead('/recommend/records'),
  component: RecommendRecordsPage,
});

function RecommendRecordsPage() {
  return <PlannedPage name="推荐历史" holds="你发布过的推荐及其结果。" />;
}
