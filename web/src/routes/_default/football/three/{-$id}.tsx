import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/three/{-$id}')({
  head: pageHead('/football/three/{-$id}'),
  component: FootballThreePage,
});

function FootballThreePage() {
  return <MatchOddsRoutePage sport="football" kind="three" id={Route.useParams().id} />;
}
