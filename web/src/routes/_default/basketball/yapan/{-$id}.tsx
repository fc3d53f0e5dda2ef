import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/yapan/{-$id}')({
  head: pageHead('/basketball/yapan/{-$id}'),
  component: BasketballYapanPage,
});

function BasketballYapanPage() {
  return <PlannedPage name="篮球比赛让分" holds="单场比赛各公司让分指数。" />;
}
