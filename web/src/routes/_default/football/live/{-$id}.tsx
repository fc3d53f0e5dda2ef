import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { MatchCentre } from '../../../../scores/match/MatchCentre';
import { MatchIdRoute } from '../../../../scores/match/MatchIdRoute';

export const Route = createFileRoute('/_default/football/live/{-$id}')({
  head: pageHead('/football/live/{-$id}'),
  component: FootballLivePage,
});

function FootballLivePage() {
  return <MatchIdRoute id={Route.useParams().id} page={(matchId) => <MatchCentre key={matchId} sport="football" matchId={matchId} />} />;
}
