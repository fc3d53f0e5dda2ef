import { FollowedAlerts } from '../alerts/FollowedAlerts';
import { PlanNotices } from '../experts/PlanNotices';
import { GoLiveNotices } from '../live/GoLiveNotices';

/** What a signed-in user is told on any page: a followed anchor goes live, a bought plan settles, a followed match scores. */
export default function AccountNoticeList() {
  return (
    <>
      <GoLiveNotices />
      <FollowedAlerts />
      <PlanNotices />
    </>
  );
}
