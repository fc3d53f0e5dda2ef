import { createFileRoute } from '@tanstack/react-router';
import { AnchorRoomSet } from '../../../live/AnchorPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-room-set')({
  head: pageHead('/v/anchor-room-set'),
  component: AnchorRoomSet,
});
