import { createFileRoute } from '@tanstack/react-router';
import { RecommendPage } from '../../../experts/RecommendPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/daxiaoqiu')({
  head: pageHead('/recommend/daxiaoqiu'),
  component: DaxiaoqiuPage,
});

function DaxiaoqiuPage() {
  return <RecommendPage preset={{ matchType: 1, playType: 3 }} />;
}
