import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/table')({
  head: pageHead('/football/odds-detail/table'),
  component: FootballOddsDetailTablePage,
});

function FootballOddsDetailTablePage() {
  return <OddsDetailPage sport="football" view="table" />;
}
