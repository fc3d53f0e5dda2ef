import { createFileRoute } from '@tanstack/react-router';
import { planPlayTypeOf } from '@portal/contracts';
import { RecommendPage } from '../../../experts/RecommendPages';
import { publishSearchSchema } from '../../../experts/search';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/')({
  validateSearch: publishSearchSchema,
  head: pageHead('/recommend'),
  component: RecommendIndexPage,
});

function RecommendIndexPage() {
  const { matchId, matchType } = Route.useSearch();
  // A match asked for opens on its sport's handicap.
  return <RecommendPage matchId={matchId} preset={matchType === undefined ? undefined : { matchType, playType: planPlayTypeOf(matchType, 'handicap') ?? 1 }} />;
}
