import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/')({
  head: pageHead('/guide/expert'),
  component: GuideExpertPage,
});

function GuideExpertPage() {
  return <PlannedPage name="专家列表" holds="全部专家及其战绩排行。" />;
}
