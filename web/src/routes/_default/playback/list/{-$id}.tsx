import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { ReplayListPage } from '../../../../player/PlaybackPages';

export const Route = createFileRoute('/_default/playback/list/{-$id}')({
  head: pageHead('/playback/list/{-$id}'),
  component: PlaybackListPage,
});

function PlaybackListPage() {
  const { id } = Route.useParams();
  return <ReplayListPage key={id} roomId={id} />;
}
