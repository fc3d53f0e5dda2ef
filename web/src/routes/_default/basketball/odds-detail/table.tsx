import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/table')({
  head: pageHead('/basketball/odds-detail/table'),
  component: BasketballOddsDetailTablePage,
});

function BasketballOddsDetailTablePage() {
  return <OddsDetailPage sport="basketball" view="table" />;
}
