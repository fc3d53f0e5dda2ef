import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/playback/list/{-$id}')({
  head: pageHead('/playback/list/{-$id}'),
  component: PlaybackListPage,
});

function PlaybackListPage() {
  return <PlannedPage name="回放列表" holds="比赛回放与集锦列表。" />;
}
