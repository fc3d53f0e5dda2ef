import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/oupei/{-$id}')({
  head: pageHead('/basketball/oupei/{-$id}'),
  component: BasketballOupeiPage,
});

function BasketballOupeiPage() {
  return <MatchOddsRoutePage sport="basketball" kind="oupei" id={Route.useParams().id} />;
}
