import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/yapan/{-$id}')({
  head: pageHead('/basketball/yapan/{-$id}'),
  component: BasketballYapanPage,
});

function BasketballYapanPage() {
  return <MatchOddsRoutePage sport="basketball" kind="yapan" id={Route.useParams().id} />;
}
