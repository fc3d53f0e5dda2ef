import { createFileRoute } from '@tanstack/react-router';
import { AnchorLanding } from '../../live/LivePages';
import { pageHead } from '../../page-head';

export const Route = createFileRoute('/_bare/anchor')({
  head: pageHead('/anchor'),
  component: AnchorLanding,
});
