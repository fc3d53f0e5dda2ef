import { createFileRoute } from '@tanstack/react-router';
import { ExpertDirectoryPage } from '../../../../experts/GuidePages';
import { guideSearchSchema } from '../../../../experts/search';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/')({
  validateSearch: guideSearchSchema,
  head: pageHead('/guide/expert'),
  component: GuideExpertPage,
});

function GuideExpertPage() {
  return <ExpertDirectoryPage search={Route.useSearch()} />;
}
