import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../../page-head';
import { VideoPage } from '../../../../player/PlaybackPages';

export const Route = createFileRoute('/_default/playback/video/{-$video}')({
  head: pageHead('/playback/video/{-$video}'),
  component: PlaybackVideoPage,
});

function PlaybackVideoPage() {
  const { video } = Route.useParams();
  return <VideoPage key={video} video={video} />;
}
