import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { PayPasswordResetPage } from '../../../wallet';

export const Route = createFileRoute('/_default/v/wallet-forget-password')({
  head: pageHead('/v/wallet-forget-password'),
  component: PayPasswordResetPage,
});
