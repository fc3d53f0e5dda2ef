import { createFileRoute } from '@tanstack/react-router';
import { AnchorSet } from '../../../live/AnchorPages';
import { pageHead } from '../../../page-head';
import { StreamKeyPanel } from '../../../player/StreamKeyPanel';

export const Route = createFileRoute('/_default/v/anchor-set')({
  head: pageHead('/v/anchor-set'),
  component: VAnchorSetPage,
});

function VAnchorSetPage() {
  return <AnchorSet streamKey={<StreamKeyPanel />} />;
}
