import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageHead } from '../../../page-head';
import { TopUpPage } from '../../../wallet';
import { siteBack } from '../../../wallet/top-up-return';

export const Route = createFileRoute('/_default/v/pay')({
  head: pageHead('/v/pay'),
  // The payment page sends the user back here with the order it paid; a page asking for diamonds
  // sends the user here with `back`, its own address, to return to once they are credited.
  validateSearch: z.object({
    orderId: z.string().min(1).max(64).optional().catch(undefined),
    back: z.string().optional().transform(siteBack).catch(undefined),
  }),
  component: VPayPage,
});

function VPayPage() {
  const { orderId, back } = Route.useSearch();
  return <TopUpPage key={orderId ?? 'new'} returnedOrderId={orderId} back={back} />;
}
