import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage } from '../../../../../database/ClubPages';
import { databaseQueries } from '../../../../../database/queries';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/player/{-$id}')({
  head: pageHead('/database/lq/player/{-$id}'),
  loader: async ({ context: { queryClient }, params }) => {
    // The page shows its own loading and failure; the loader only starts the read early.
    if (params.id !== undefined && /^\d+$/.test(params.id)) await queryClient.ensureQueryData(databaseQueries.player('basketball', Number(params.id), undefined)).catch(() => undefined);
  },
  component: DatabaseLqPlayerPage,
});

function DatabaseLqPlayerPage() {
  const { id } = Route.useParams();
  return <PlayerPage sport="basketball" playerId={Number(id ?? 0)} />;
}
