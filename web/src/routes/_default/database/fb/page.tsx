import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/fb/page')({
  head: pageHead('/database/fb/page'),
  component: DatabaseFbPagePage,
});

function DatabaseFbPagePage() {
  return <PlannedPage name="足球资料库" holds="足球联赛、球队与球员资料。" />;
}
