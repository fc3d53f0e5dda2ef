import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/oupei/{-$id}')({
  head: pageHead('/football/oupei/{-$id}'),
  component: FootballOupeiPage,
});

function FootballOupeiPage() {
  return <MatchOddsRoutePage sport="football" kind="oupei" id={Route.useParams().id} />;
}
