import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/pay')({
  head: pageHead('/v/pay'),
  component: VPayPage,
});

function VPayPage() {
  return <PlannedPage name="充值" holds="钻石充值。" />;
}
