import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/odds-detail/oupei')({
  head: pageHead('/basketball/odds-detail/oupei'),
  component: BasketballOddsDetailOupeiPage,
});

function BasketballOddsDetailOupeiPage() {
  return <OddsDetailPage sport="basketball" view="oupei" />;
}
