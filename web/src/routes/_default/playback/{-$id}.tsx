import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/playback/{-$id}')({
  head: pageHead('/playback/{-$id}'),
  component: PlaybackPage,
});

function PlaybackPage() {
  return <PlannedPage name="录像回放" holds="比赛录像回放。" />;
}
