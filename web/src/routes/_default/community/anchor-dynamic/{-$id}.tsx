import { createFileRoute } from '@tanstack/react-router';
import { USER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { AnchorDynamic } from '../../../../community/CommunityPages';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_default/community/anchor-dynamic/{-$id}')({
  head: pageHead('/community/anchor-dynamic/{-$id}'),
  component: CommunityAnchorDynamicPage,
});

function CommunityAnchorDynamicPage() {
  const { id } = Route.useParams();
  if (id === undefined || !/^[1-9]\d*$/.test(id)) return <NotFoundPage title={USER_NOT_FOUND_MESSAGE} />;
  return <AnchorDynamic anchorId={Number(id)} />;
}
