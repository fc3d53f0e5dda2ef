import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/yapan/{-$id}')({
  head: pageHead('/football/yapan/{-$id}'),
  component: FootballYapanPage,
});

function FootballYapanPage() {
  return <MatchOddsRoutePage sport="football" kind="yapan" id={Route.useParams().id} />;
}
