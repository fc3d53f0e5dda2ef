import { createFileRoute } from '@tanstack/react-router';
import { AnchorZone } from '../../../live/AnchorPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-zone')({
  head: pageHead('/v/anchor-zone'),
  component: AnchorZone,
});
