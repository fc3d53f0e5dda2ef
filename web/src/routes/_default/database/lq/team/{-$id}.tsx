import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../../../database/ClubPages';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/team/{-$id}')({
  head: pageHead('/database/lq/team/{-$id}'),
  component: DatabaseLqTeamPage,
});

function DatabaseLqTeamPage() {
  const { id } = Route.useParams();
  return <TeamPage sport="basketball" teamId={Number(id ?? 0)} />;
}
