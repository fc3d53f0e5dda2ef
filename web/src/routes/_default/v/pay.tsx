import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageHead } from '../../../page-head';
import { TopUpPage } from '../../../wallet';

export const Route = createFileRoute('/_default/v/pay')({
  head: pageHead('/v/pay'),
  // The payment page sends the user back here with the order it paid.
  validateSearch: z.object({ orderId: z.string().min(1).max(64).optional().catch(undefined) }),
  component: VPayPage,
});

function VPayPage() {
  const { orderId } = Route.useSearch();
  return <TopUpPage key={orderId ?? 'new'} returnedOrderId={orderId} />;
}
