import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/community/{-$id}')({
  head: pageHead('/community/{-$id}'),
  component: CommunityPage,
});

function CommunityPage() {
  return <PlannedPage name="社区" holds="社区圈子与热门帖子。" />;
}
