import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/oupei/{-$id}')({
  head: pageHead('/football/oupei/{-$id}'),
  component: FootballOupeiPage,
});

function FootballOupeiPage() {
  return <PlannedPage name="足球比赛欧赔" holds="单场比赛各公司欧赔指数。" />;
}
