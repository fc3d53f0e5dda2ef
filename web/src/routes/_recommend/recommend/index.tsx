import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/')({
  head: pageHead('/recommend'),
  component: RecommendPage,
});

function RecommendPage() {
  return <PlannedPage name="推荐赛事" holds="可发布推荐的赛事与你的推荐概况。" />;
}
