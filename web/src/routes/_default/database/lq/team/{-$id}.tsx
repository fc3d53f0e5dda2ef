import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../../components/PlannedPage';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/team/{-$id}')({
  head: pageHead('/database/lq/team/{-$id}'),
  component: DatabaseLqTeamPage,
});

function DatabaseLqTeamPage() {
  return <PlannedPage name="篮球球队资料" holds="篮球球队阵容、战绩与统计。" />;
}
