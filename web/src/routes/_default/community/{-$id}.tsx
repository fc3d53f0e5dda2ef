import { createFileRoute } from '@tanstack/react-router';
import { CommunityHome } from '../../../community/CommunityPages';
import { communityQueries } from '../../../community/queries';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/community/{-$id}')({
  loader: ({ context }) => context.queryClient.ensureQueryData(communityQueries.circles()),
  head: pageHead('/community/{-$id}'),
  component: CommunityPage,
});

function CommunityPage() {
  const { id } = Route.useParams();
  const circleId = id !== undefined && /^[1-9]\d*$/.test(id) ? Number(id) : undefined;
  return <CommunityHome key={circleId ?? 0} circleId={circleId} />;
}
