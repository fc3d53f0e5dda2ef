import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/follow')({
  head: pageHead('/live/follow'),
  component: LiveFollowPage,
});

function LiveFollowPage() {
  return <PlannedPage name="关注的直播" holds="你关注的主播及其直播间。" />;
}
