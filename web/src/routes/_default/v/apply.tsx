import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/apply')({
  head: pageHead('/v/apply'),
  component: VApplyPage,
});

function VApplyPage() {
  return <PlannedPage name="申请主播" holds="提交主播申请并查看审核进度。" />;
}
