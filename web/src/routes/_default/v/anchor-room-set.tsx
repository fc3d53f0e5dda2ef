import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-room-set')({
  head: pageHead('/v/anchor-room-set'),
  component: VAnchorRoomSetPage,
});

function VAnchorRoomSetPage() {
  return <PlannedPage name="直播间设置" holds="直播间标题、封面与公告设置。" />;
}
