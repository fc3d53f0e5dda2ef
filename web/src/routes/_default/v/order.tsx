import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/order')({
  head: pageHead('/v/order'),
  component: VOrderPage,
});

function VOrderPage() {
  return <PlannedPage name="我的订单" holds="购买的方案与贵族订单。" />;
}
