import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage } from '../../../../../database/ClubPages';
import { pageHead } from '../../../../../page-head';

export const Route = createFileRoute('/_default/database/lq/player/{-$id}')({
  head: pageHead('/database/lq/player/{-$id}'),
  component: DatabaseLqPlayerPage,
});

function DatabaseLqPlayerPage() {
  const { id } = Route.useParams();
  return <PlayerPage sport="basketball" playerId={Number(id ?? 0)} />;
}
