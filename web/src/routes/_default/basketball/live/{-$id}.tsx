import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { MatchCentre } from '../../../../scores/match/MatchCentre';
import { MatchIdRoute } from '../../../../scores/match/MatchIdRoute';

export const Route = createFileRoute('/_default/basketball/live/{-$id}')({
  head: pageHead('/basketball/live/{-$id}'),
  component: BasketballLivePage,
});

function BasketballLivePage() {
  return <MatchIdRoute id={Route.useParams().id} page={(matchId) => <MatchCentre key={matchId} sport="basketball" matchId={matchId} />} />;
}
