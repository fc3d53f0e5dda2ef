import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/daxiaoqiu/{-$id}')({
  head: pageHead('/football/daxiaoqiu/{-$id}'),
  component: FootballDaxiaoqiuPage,
});

function FootballDaxiaoqiuPage() {
  return <MatchOddsRoutePage sport="football" kind="daxiaoqiu" id={Route.useParams().id} />;
}
