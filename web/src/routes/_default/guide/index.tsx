import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/guide/')({
  head: pageHead('/guide'),
  component: GuidePage,
});

function GuidePage() {
  return <PlannedPage name="专家推荐" holds="专家推荐首页：热门专家与最新推荐方案。" />;
}
