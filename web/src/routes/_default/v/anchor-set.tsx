import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-set')({
  head: pageHead('/v/anchor-set'),
  component: VAnchorSetPage,
});

function VAnchorSetPage() {
  return <PlannedPage name="开播设置" holds="推流地址、开播与关播。" />;
}
