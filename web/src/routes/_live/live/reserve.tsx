import { createFileRoute } from '@tanstack/react-router';
import { ReservedMatches } from '../../../live/LivePages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/reserve')({
  head: pageHead('/live/reserve'),
  component: LiveReservePage,
});

function LiveReservePage() {
  return <ReservedMatches whose={{ of: 'everyone' }} title="主播预约的比赛" />;
}
