import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/attention')({
  head: pageHead('/v/attention'),
  component: VAttentionPage,
});

function VAttentionPage() {
  return <PlannedPage name="我的关注" holds="你关注的比赛与主播。" />;
}
