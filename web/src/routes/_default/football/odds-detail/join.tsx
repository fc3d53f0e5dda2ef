import { createFileRoute } from '@tanstack/react-router';
import { OddsDetailPage } from '../../../../odds/OddsDetailPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/join')({
  head: pageHead('/football/odds-detail/join'),
  component: FootballOddsDetailJoinPage,
});

function FootballOddsDetailJoinPage() {
  return <OddsDetailPage sport="football" view="join" />;
}
