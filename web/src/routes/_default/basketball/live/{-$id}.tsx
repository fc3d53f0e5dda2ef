import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { MatchCentre, parseMatchId } from '../../../../scores/match/MatchCentre';

export const Route = createFileRoute('/_default/basketball/live/{-$id}')({
  head: pageHead('/basketball/live/{-$id}'),
  component: BasketballLivePage,
});

function BasketballLivePage() {
  const { id } = Route.useParams();
  const matchId = parseMatchId(id);
  if (matchId === null) {
    return (
      <section className="panel">
        <p className="empty">未找到该比赛</p>
      </section>
    );
  }
  return <MatchCentre key={matchId} sport="basketball" matchId={matchId} />;
}
