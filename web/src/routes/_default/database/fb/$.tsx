import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage, TeamPage } from '../../../../database/ClubPages';
import { footballDataPath } from '../../../../database/fb-path';
import { LeaguePage } from '../../../../database/LeaguePage';
import { databaseQueries } from '../../../../database/queries';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/fb/$')({
  head: pageHead('/database/fb/$'),
  loader: async ({ context: { queryClient }, params }) => {
    const page = footballDataPath(params._splat);
    // The page shows its own loading and failure; the loader only starts the read early.
    const early = (read: Promise<unknown>) => read.catch(() => undefined);
    if (page.kind === 'team') await early(queryClient.ensureQueryData(databaseQueries.team('football', page.id, undefined)));
    if (page.kind === 'player') await early(queryClient.ensureQueryData(databaseQueries.player('football', page.id, undefined)));
    if (page.kind === 'league' && page.seasonId !== undefined) {
      await early(queryClient.ensureQueryData(databaseQueries.standings(page.seasonId, 'total')));
    }
  },
  component: DatabaseFbAnyPage,
});

function DatabaseFbAnyPage() {
  const { _splat } = Route.useParams();
  const page = footballDataPath(_splat);
  if (page.kind === 'league') return <LeaguePage sport="football" leagueId={page.leagueId} seasonId={page.seasonId} tab={page.tab} />;
  if (page.kind === 'team') return <TeamPage sport="football" teamId={page.id} />;
  if (page.kind === 'player') return <PlayerPage sport="football" playerId={page.id} />;
  return <p className="db-empty">未找到该页面</p>;
}
