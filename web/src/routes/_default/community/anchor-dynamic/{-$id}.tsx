import { createFileRoute } from '@tanstack/react-router';
import { PageError } from '../../../../components/ErrorPage';
import { AnchorDynamic } from '../../../../community/CommunityPages';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/community/anchor-dynamic/{-$id}')({
  head: pageHead('/community/anchor-dynamic/{-$id}'),
  component: CommunityAnchorDynamicPage,
});

function CommunityAnchorDynamicPage() {
  const { id } = Route.useParams();
  if (id === undefined || !/^[1-9]\d*$/.test(id)) throw new PageError(404);
  return <AnchorDynamic anchorId={Number(id)} />;
}
