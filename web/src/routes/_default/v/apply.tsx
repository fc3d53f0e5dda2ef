import { createFileRoute } from '@tanstack/react-router';
import { AnchorApply } from '../../../live/AnchorApply';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/apply')({
  head: pageHead('/v/apply'),
  component: AnchorApply,
});
