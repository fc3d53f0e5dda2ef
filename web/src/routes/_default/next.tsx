import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/PlannedPage';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_default/next')({
  head: pageHead('/next'),
  component: NextPage,
});

function NextPage() {
  return <PlannedPage name="赛程" holds="足球、篮球未开赛比赛的赛程，可按日期和联赛筛选。" />;
}
