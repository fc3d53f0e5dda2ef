import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/manual')({
  head: pageHead('/live/manual'),
  component: LiveManualPage,
});

function LiveManualPage() {
  return <PlannedPage name="开播工具下载" holds="推流工具的下载与开播教程。" />;
}
