import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../../auth/use-auth';
import { ReservedMatches } from '../../../live/LivePages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/reserve')({
  head: pageHead('/v/reserve'),
  component: VReservePage,
});

/** The matches the anchors I follow will stream; an anchor also sees their own reservations. */
function VReservePage() {
  const { userInfo } = useAuth();
  return (
    <>
      {userInfo?.isAnchor === 1 && <ReservedMatches whose={{ of: 'anchor', anchorId: userInfo.id }} title="我预约的比赛" />}
      <ReservedMatches whose={{ of: 'followed' }} title="关注的主播预约的比赛" />
    </>
  );
}
