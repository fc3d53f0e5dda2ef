import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/grade')({
  head: pageHead('/v/grade'),
  component: VGradePage,
});

function VGradePage() {
  return <PlannedPage name="我的等级" holds="用户等级与成长值。" />;
}
