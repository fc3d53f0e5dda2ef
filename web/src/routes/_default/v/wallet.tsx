import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { WalletPage } from '../../../wallet';

export const Route = createFileRoute('/_default/v/wallet')({
  head: pageHead('/v/wallet'),
  component: WalletPage,
});
