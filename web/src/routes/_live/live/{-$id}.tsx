import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/{-$id}')({
  head: pageHead('/live/{-$id}'),
  component: LivePage,
});

function LivePage() {
  return <PlannedPage name="直播大厅" holds="正在直播的直播间，按全部、足球、篮球分类。" />;
}
