import { createFileRoute } from '@tanstack/react-router';
import { RoomDirectory, navIdOf } from '../../../live/RoomDirectory';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_live/live/{-$id}')({
  head: pageHead('/live/{-$id}'),
  component: LivePage,
});

function LivePage() {
  const { id } = Route.useParams();
  return <RoomDirectory navId={navIdOf(id)} />;
}
