import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/three/{-$id}')({
  head: pageHead('/football/three/{-$id}'),
  component: FootballThreePage,
});

function FootballThreePage() {
  return <PlannedPage name="足球比赛三合一" holds="单场比赛欧赔、亚盘、大小球三合一指数。" />;
}
