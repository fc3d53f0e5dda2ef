import { createFileRoute } from '@tanstack/react-router';
import { FollowedRooms } from '../../../live/FollowPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/follow')({
  head: pageHead('/live/follow'),
  component: FollowedRooms,
});
