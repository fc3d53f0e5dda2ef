import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/football/allEventCom')({
  head: pageHead('/football/allEventCom'),
  component: FootballAllEventComPage,
});

function FootballAllEventComPage() {
  return <PlannedPage name="全部赛事" holds="按联赛筛选的全部足球赛事。" />;
}
