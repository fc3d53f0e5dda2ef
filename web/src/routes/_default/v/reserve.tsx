import { createFileRoute } from '@tanstack/react-router';
import { RESERVATION_LABELS } from '@portal/contracts';
import { useAuth } from '../../../auth/use-auth';
import { ReservedMatches } from '../../../live/LivePages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/reserve')({
  head: pageHead('/v/reserve'),
  component: VReservePage,
});

/** The reservations of the anchors and the matches I follow; an anchor also sees their own reservations. */
function VReservePage() {
  const { userInfo } = useAuth();
  return (
    <>
      {userInfo?.isAnchor === 1 && <ReservedMatches whose={{ of: 'anchor', anchorId: userInfo.id }} title={RESERVATION_LABELS.mine} />}
      <ReservedMatches whose={{ of: 'followed' }} title={RESERVATION_LABELS.followedTitle} />
    </>
  );
}
