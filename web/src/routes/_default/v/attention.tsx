import { createFileRoute } from '@tanstack/react-router';
import { MyAttention } from '../../../live/FollowPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/attention')({
  head: pageHead('/v/attention'),
  component: MyAttention,
});
