import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { MatchCentre, parseMatchId } from '../../../../scores/match/MatchCentre';

export const Route = createFileRoute('/_default/football/live/{-$id}')({
  head: pageHead('/football/live/{-$id}'),
  component: FootballLivePage,
});

function FootballLivePage() {
  const { id } = Route.useParams();
  const matchId = parseMatchId(id);
  if (matchId === null) {
    return (
      <section className="panel">
        <p className="empty">未找到该比赛</p>
      </section>
    );
  }
  return <MatchCentre key={matchId} sport="football" matchId={matchId} />;
}
