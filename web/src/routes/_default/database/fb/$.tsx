import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/fb/$')({
  head: pageHead('/database/fb/$'),
  component: DatabaseFbAnyPage,
});

function DatabaseFbAnyPage() {
  return <PlannedPage name="足球数据" holds="足球联赛积分、赛程与球员统计。" />;
}
