import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage, TeamPage } from '../../../../database/ClubPages';
import { LeaguePage } from '../../../../database/LeaguePage';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/database/fb/$')({
  head: pageHead('/database/fb/$'),
  component: DatabaseFbAnyPage,
});

function DatabaseFbAnyPage() {
  const { _splat } = Route.useParams();
  const parts = (_splat ?? '').split('/').map(Number);
  const [kind] = (_splat ?? '').split('/');
  if (kind === 'hot') return <LeaguePage sport="football" leagueId={parts[2] ?? 1} seasonId={parts[3] || undefined} tab={parts[4] ?? 0} />;
  if (kind === 'team') return <TeamPage sport="football" teamId={parts[1] ?? 0} />;
  if (kind === 'player') return <PlayerPage sport="football" playerId={parts[1] ?? 0} />;
  return <p className="db-empty">未找到该页面</p>;
}
