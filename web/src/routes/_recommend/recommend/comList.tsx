import { createFileRoute } from '@tanstack/react-router';
import { RecommendComListPage } from '../../../experts/RecommendPages';
import { sportSearchSchema } from '../../../experts/search';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_recommend/recommend/comList')({
  validateSearch: sportSearchSchema,
  head: pageHead('/recommend/comList'),
  component: ComListPage,
});

function ComListPage() {
  const { matchType } = Route.useSearch();
  // Each sport's page starts on all its leagues.
  return <RecommendComListPage key={matchType} matchType={matchType} />;
}
