import { createFileRoute } from '@tanstack/react-router';
import { YouliaoPage } from '../../experts/YouliaoPage';
import { expertQueries } from '../../experts/queries';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_default/youliao')({
  loader: ({ context }) => context.queryClient.ensureQueryData(expertQueries.home()),
  head: pageHead('/youliao'),
  component: YouliaoPage,
});
