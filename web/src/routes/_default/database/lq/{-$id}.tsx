import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/{-$id}')({
  head: pageHead('/database/lq/{-$id}'),
  component: DatabaseLqPage,
});

function DatabaseLqPage() {
  return <PlannedPage name="篮球联赛资料" holds="篮球联赛积分榜、赛程与统计。" />;
}
