import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/report')({
  head: pageHead('/live/report'),
  component: LiveReportPage,
});

function LiveReportPage() {
  return <PlannedPage name="直播举报" holds="举报违规直播间或主播。" />;
}
