import { createFileRoute } from '@tanstack/react-router';
import { FollowedAnchors } from '../../../live/FollowPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/concern')({
  head: pageHead('/v/concern'),
  component: FollowedAnchors,
});
