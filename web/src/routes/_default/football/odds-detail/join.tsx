import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/odds-detail/join')({
  head: pageHead('/football/odds-detail/join'),
  component: FootballOddsDetailJoinPage,
});

function FootballOddsDetailJoinPage() {
  return <PlannedPage name="足球综合指数" holds="欧赔、亚盘、大小球的综合指数。" />;
}
