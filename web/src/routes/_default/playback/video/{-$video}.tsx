import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/PlannedPage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/playback/video/{-$video}')({
  head: pageHead('/playback/video/{-$video}'),
  component: PlaybackVideoPage,
});

function PlaybackVideoPage() {
  return <PlannedPage name="精彩集锦" holds="比赛精彩集锦视频。" />;
}
