import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/')({
  head: pageHead('/football/odds-detail'),
  component: FootballOddsDetailPage,
});

function FootballOddsDetailPage() {
  return <OddsDetailPage sport="football" view="index" />;
}
