import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-zone')({
  head: pageHead('/v/anchor-zone'),
  component: VAnchorZonePage,
});

function VAnchorZonePage() {
  return <PlannedPage name="主播空间" holds="主播动态与直播记录。" />;
}
