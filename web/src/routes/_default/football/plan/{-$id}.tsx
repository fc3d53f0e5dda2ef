import { createFileRoute } from '@tanstack/react-router';
import { MatchPlansRoute } from '../../../../experts/GuidePages';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/football/plan/{-$id}')({
  head: pageHead('/football/plan/{-$id}'),
  component: function FootballPlanPage() {
    return <MatchPlansRoute sport="football" id={Route.useParams().id} />;
  },
});
