import { createFileRoute } from '@tanstack/react-router';
import { AnchorRank } from '../../../live/LivePages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/rank')({
  head: pageHead('/live/rank'),
  component: AnchorRank,
});
