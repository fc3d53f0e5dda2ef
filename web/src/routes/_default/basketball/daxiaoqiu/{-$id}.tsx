import { createFileRoute } from '@tanstack/react-router';
import { MatchOddsRoutePage } from '../../../../odds/MatchOddsPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/daxiaoqiu/{-$id}')({
  head: pageHead('/basketball/daxiaoqiu/{-$id}'),
  component: BasketballDaxiaoqiuPage,
});

function BasketballDaxiaoqiuPage() {
  return <MatchOddsRoutePage sport="basketball" kind="daxiaoqiu" id={Route.useParams().id} />;
}
