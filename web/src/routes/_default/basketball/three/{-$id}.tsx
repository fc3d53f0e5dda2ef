import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/three/{-$id}')({
  head: pageHead('/basketball/three/{-$id}'),
  component: BasketballThreePage,
});

function BasketballThreePage() {
  return <MatchOddsRoutePage sport="basketball" kind="three" id={Route.useParams().id} />;
}
