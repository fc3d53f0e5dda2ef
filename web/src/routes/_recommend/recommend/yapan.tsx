import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/yapan')({
  head: pageHead('/recommend/yapan'),
  component: RecommendYapanPage,
});

function RecommendYapanPage() {
  return <PlannedPage name="亚盘推荐" holds="发布亚盘推荐。" />;
}
