import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { AnalysisRoutePage } from '../../../../scores/match/AnalysisPage';

export const Route = createFileRoute('/_default/basketball/analysis/{-$id}')({
  head: pageHead('/basketball/analysis/{-$id}'),
  component: BasketballAnalysisPage,
});

function BasketballAnalysisPage() {
  return <AnalysisRoutePage sport="basketball" id={Route.useParams().id} />;
}
