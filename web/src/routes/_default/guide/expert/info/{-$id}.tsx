import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../../components/PlannedPage';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/guide/expert/info/{-$id}')({
  head: pageHead('/guide/expert/info/{-$id}'),
  component: GuideExpertInfoPage,
});

function GuideExpertInfoPage() {
  return <PlannedPage name="专家主页" holds="专家简介、近期战绩与历史方案。" />;
}
