import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/community/anchor-dynamic/{-$id}')({
  head: pageHead('/community/anchor-dynamic/{-$id}'),
  component: CommunityAnchorDynamicPage,
});

function CommunityAnchorDynamicPage() {
  return <PlannedPage name="主播动态" holds="主播发布的动态。" />;
}
