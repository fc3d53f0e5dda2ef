import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/comList')({
  head: pageHead('/guide/expert/comList'),
  component: GuideExpertComListPage,
});

function GuideExpertComListPage() {
  return <PlannedPage name="专家推荐赛事" holds="有专家推荐的赛事列表。" />;
}
