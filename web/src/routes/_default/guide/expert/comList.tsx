import { createFileRoute } from '@tanstack/react-router';
import { ComListPage } from '../../../../experts/GuidePages';
import { sportSearchSchema } from '../../../../experts/search';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/comList')({
  validateSearch: sportSearchSchema,
  head: pageHead('/guide/expert/comList'),
  component: GuideExpertComListPage,
});

function GuideExpertComListPage() {
  return <ComListPage matchType={Route.useSearch().matchType} />;
}
