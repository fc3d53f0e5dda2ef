import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/rank')({
  head: pageHead('/live/rank'),
  component: LiveRankPage,
});

function LiveRankPage() {
  return <PlannedPage name="直播排行榜" holds="主播人气榜与用户贡献榜。" />;
}
