import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/oupei')({
  head: pageHead('/basketball/odds-detail/oupei'),
  component: BasketballOddsDetailOupeiPage,
});

function BasketballOddsDetailOupeiPage() {
  return <PlannedPage name="篮球欧赔指数" holds="各公司欧赔指数及变化。" />;
}
