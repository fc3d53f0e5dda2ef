import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/three/{-$id}')({
  head: pageHead('/basketball/three/{-$id}'),
  component: BasketballThreePage,
});

function BasketballThreePage() {
  return <PlannedPage name="篮球比赛三合一" holds="单场比赛欧赔、让分、大小分三合一指数。" />;
}
