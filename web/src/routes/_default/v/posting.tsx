import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Composer } from '../../../community/UserPages';
import { pageHead } from '../../../page-head';

const postingSearchSchema = z.object({
  /** The circle to post in, when opened from a circle. */
  circle: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_default/v/posting')({
  validateSearch: postingSearchSchema,
  head: pageHead('/v/posting'),
  component: VPostingPage,
});

function VPostingPage() {
  return <Composer circle={Route.useSearch().circle} />;
}
