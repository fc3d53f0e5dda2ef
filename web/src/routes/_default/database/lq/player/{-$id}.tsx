import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../../components/PlannedPage';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/player/{-$id}')({
  head: pageHead('/database/lq/player/{-$id}'),
  component: DatabaseLqPlayerPage,
});

function DatabaseLqPlayerPage() {
  return <PlannedPage name="篮球球员资料" holds="篮球球员基本资料与技术统计。" />;
}
