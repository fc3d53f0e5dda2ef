import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { ReplayPage } from '../../../player/PlaybackPages';

export const Route = createFileRoute('/_default/playback/{-$id}')({
  head: pageHead('/playback/{-$id}'),
  component: PlaybackPage,
});

function PlaybackPage() {
  const { id } = Route.useParams();
  return <ReplayPage key={id} recordId={id} />;
}
