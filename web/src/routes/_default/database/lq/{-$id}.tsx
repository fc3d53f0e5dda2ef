import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LeaguePage } from '../../../../database/LeaguePage';
import { databaseQueries } from '../../../../database/queries';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/{-$id}')({
  head: pageHead('/database/lq/{-$id}'),
  validateSearch: z.object({
    seasonId: z.coerce.number().int().positive().optional().catch(undefined),
    tab: z.coerce.number().int().min(0).max(6).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ seasonId: search.seasonId }),
  loader: async ({ context: { queryClient }, deps }) => {
    // The page shows its own loading and failure; the loader only starts the read early.
    const read =
      deps.seasonId === undefined
        ? queryClient.ensureQueryData(databaseQueries.home('basketball'))
        : queryClient.ensureQueryData(databaseQueries.standings(deps.seasonId, 'total'));
    await read.catch(() => undefined);
  },
  component: DatabaseLqPage,
});

function DatabaseLqPage() {
  const { id } = Route.useParams();
  const { seasonId, tab } = Route.useSearch();
  return <LeaguePage sport="basketball" leagueId={Number(id ?? 101)} seasonId={seasonId} tab={tab ?? 0} />;
}
