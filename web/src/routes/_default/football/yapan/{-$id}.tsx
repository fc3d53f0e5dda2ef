import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/yapan/{-$id}')({
  head: pageHead('/football/yapan/{-$id}'),
  component: FootballYapanPage,
});

function FootballYapanPage() {
  return <PlannedPage name="足球比赛亚盘" holds="单场比赛各公司亚盘指数。" />;
}
