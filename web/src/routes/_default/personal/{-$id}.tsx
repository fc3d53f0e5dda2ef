import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/personal/{-$id}')({
  head: pageHead('/personal/{-$id}'),
  component: PersonalPage,
});

function PersonalPage() {
  return <PlannedPage name="个人空间" holds="用户或主播的个人主页、动态与关注。" />;
}
