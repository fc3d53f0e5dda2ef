import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LeaguePage } from '../../../../database/LeaguePage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/{-$id}')({
  head: pageHead('/database/lq/{-$id}'),
  validateSearch: z.object({
    seasonId: z.coerce.number().int().positive().optional().catch(undefined),
    tab: z.coerce.number().int().min(0).max(6).optional().catch(undefined),
  }),
  component: DatabaseLqPage,
});

function DatabaseLqPage() {
  const { id } = Route.useParams();
  const { seasonId, tab } = Route.useSearch();
  return <LeaguePage sport="basketball" leagueId={Number(id ?? 101)} seasonId={seasonId} tab={tab ?? 0} />;
}
