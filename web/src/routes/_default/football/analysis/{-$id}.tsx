import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { AnalysisRoutePage } from '../../../../scores/match/AnalysisPage';

export const Route = createFileRoute('/_default/football/analysis/{-$id}')({
  head: pageHead('/football/analysis/{-$id}'),
  component: FootballAnalysisPage,
});

function FootballAnalysisPage() {
  return <AnalysisRoutePage sport="football" id={Route.useParams().id} />;
}
