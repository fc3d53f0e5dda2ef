import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/oupei')({
  head: pageHead('/football/odds-detail/oupei'),
  component: FootballOddsDetailOupeiPage,
});

function FootballOddsDetailOupeiPage() {
  return <OddsDetailPage sport="football" view="oupei" />;
}
