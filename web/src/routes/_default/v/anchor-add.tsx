import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-add')({
  head: pageHead('/v/anchor-add'),
  component: VAnchorAddPage,
});

function VAnchorAddPage() {
  return <PlannedPage name="添加主播" holds="提交主播入驻资料。" />;
}
