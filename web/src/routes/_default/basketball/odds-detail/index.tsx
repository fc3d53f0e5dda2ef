import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/')({
  head: pageHead('/basketball/odds-detail'),
  component: BasketballOddsDetailPage,
});

function BasketballOddsDetailPage() {
  return <OddsDetailPage sport="basketball" view="index" />;
}
