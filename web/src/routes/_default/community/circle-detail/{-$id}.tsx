import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/community/circle-detail/{-$id}')({
  head: pageHead('/community/circle-detail/{-$id}'),
  component: CommunityCircleDetailPage,
});

function CommunityCircleDetailPage() {
  return <PlannedPage name="圈子详情" holds="圈子里的帖子与评论。" />;
}
