import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../../../database/ClubPages';
import { databaseQueries } from '../../../../../database/queries';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/team/{-$id}')({
  head: pageHead('/database/lq/team/{-$id}'),
  loader: async ({ context: { queryClient }, params }) => {
    // The page shows its own loading and failure; the loader only starts the read early.
    if (params.id !== undefined && /^\d+$/.test(params.id)) await queryClient.ensureQueryData(databaseQueries.team('basketball', Number(params.id), undefined)).catch(() => undefined);
  },
  component: DatabaseLqTeamPage,
});

function DatabaseLqTeamPage() {
  const { id } = Route.useParams();
  return <TeamPage sport="basketball" teamId={Number(id ?? 0)} />;
}
