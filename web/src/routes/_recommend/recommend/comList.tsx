import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/comList')({
  head: pageHead('/recommend/comList'),
  component: RecommendComListPage,
});

function RecommendComListPage() {
  return <PlannedPage name="推荐赛事列表" holds="可发布推荐的赛事列表。" />;
}
