import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/yapan')({
  head: pageHead('/basketball/odds-detail/yapan'),
  component: BasketballOddsDetailYapanPage,
});

function BasketballOddsDetailYapanPage() {
  return <OddsDetailPage sport="basketball" view="yapan" />;
}
