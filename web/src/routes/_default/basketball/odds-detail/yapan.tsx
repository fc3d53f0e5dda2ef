import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/yapan')({
  head: pageHead('/basketball/odds-detail/yapan'),
  component: BasketballOddsDetailYapanPage,
});

function BasketballOddsDetailYapanPage() {
  return <PlannedPage name="篮球让分指数" holds="各公司让分指数及变化。" />;
}
