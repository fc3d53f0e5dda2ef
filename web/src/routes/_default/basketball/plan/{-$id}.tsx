import { createFileRoute } from '@tanstack/react-router';
import { MatchPlansRoute } from '../../../../experts/GuidePages';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/basketball/plan/{-$id}')({
  head: pageHead('/basketball/plan/{-$id}'),
  component: function BasketballPlanPage() {
    return <MatchPlansRoute sport="basketball" id={Route.useParams().id} />;
  },
});
