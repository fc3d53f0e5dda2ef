import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../page-head';
import { StreamingManual } from '../../../player/StreamingManual';

export const Route = createFileRoute('/_live/live/manual')({
  head: pageHead('/live/manual'),
  component: StreamingManual,
});
