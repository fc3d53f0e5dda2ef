import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_live/live/room/{-$id}')({
  head: pageHead('/live/room/{-$id}'),
  component: LiveRoomPage,
});

function LiveRoomPage() {
  return <PlannedPage name="直播间" holds="主播直播画面、聊天、礼物与贵族。" />;
}
