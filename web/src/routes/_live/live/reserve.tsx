import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/reserve')({
  head: pageHead('/live/reserve'),
  component: LiveReservePage,
});

function LiveReservePage() {
  return <PlannedPage name="直播预约" holds="主播预约直播的比赛。" />;
}
