import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/home')({
  head: pageHead('/v/home'),
  component: VHomePage,
});

function VHomePage() {
  return <PlannedPage name="个人中心" holds="账户概况、余额与常用入口。" />;
}
