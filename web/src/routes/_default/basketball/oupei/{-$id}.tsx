import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/oupei/{-$id}')({
  head: pageHead('/basketball/oupei/{-$id}'),
  component: BasketballOupeiPage,
});

function BasketballOupeiPage() {
  return <PlannedPage name="篮球比赛欧赔" holds="单场比赛各公司欧赔指数。" />;
}
