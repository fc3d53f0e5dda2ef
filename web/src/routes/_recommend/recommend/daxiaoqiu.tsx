import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/daxiaoqiu')({
  head: pageHead('/recommend/daxiaoqiu'),
  component: RecommendDaxiaoqiuPage,
});

function RecommendDaxiaoqiuPage() {
  return <PlannedPage name="大小球推荐" holds="发布大小球推荐。" />;
}
