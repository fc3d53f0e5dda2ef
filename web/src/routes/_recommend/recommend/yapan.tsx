import { createFileRoute } from '@tanstack/react-router';
import { RecommendPage } from '../../../experts/RecommendPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/yapan')({
  head: pageHead('/recommend/yapan'),
  component: YapanPage,
});

function YapanPage() {
  return <RecommendPage preset={{ matchType: 1, playType: 2 }} />;
}
