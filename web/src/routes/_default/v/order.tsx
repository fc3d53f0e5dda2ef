import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { OrderPage } from '../../../wallet';

export const Route = createFileRoute('/_default/v/order')({
  head: pageHead('/v/order'),
  component: OrderPage,
});
