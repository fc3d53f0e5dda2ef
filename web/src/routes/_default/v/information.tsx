import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/information')({
  head: pageHead('/v/information'),
  component: VInformationPage,
});

function VInformationPage() {
  return <PlannedPage name="信息中心" holds="系统通知与平台公告。" />;
}
