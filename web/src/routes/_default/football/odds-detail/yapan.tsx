import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/yapan')({
  head: pageHead('/football/odds-detail/yapan'),
  component: FootballOddsDetailYapanPage,
});

function FootballOddsDetailYapanPage() {
  return <OddsDetailPage sport="football" view="yapan" />;
}
