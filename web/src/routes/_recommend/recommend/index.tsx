import { createFileRoute } from '@tanstack/react-router';
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
  return <RecommendPage matchId={matchId} preset={matchType === undefined ? undefined : { matchType, playType: matchType === 1 ? 2 : 1 }} />;
}
