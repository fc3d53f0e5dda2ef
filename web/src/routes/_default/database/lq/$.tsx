import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/$')({
  head: pageHead('/database/lq/$'),
  component: DatabaseLqAnyPage,
});

function DatabaseLqAnyPage() {
  return <PlannedPage name="篮球数据" holds="篮球联赛数据。" />;
}
