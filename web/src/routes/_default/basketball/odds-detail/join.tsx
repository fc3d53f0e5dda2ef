import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/join')({
  head: pageHead('/basketball/odds-detail/join'),
  component: BasketballOddsDetailJoinPage,
});

function BasketballOddsDetailJoinPage() {
  return <OddsDetailPage sport="basketball" view="join" />;
}
