import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/PlannedPage';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/collection')({
  head: pageHead('/v/collection'),
  component: VCollectionPage,
});

function VCollectionPage() {
  return <PlannedPage name="我的收藏" holds="你收藏的资讯与比赛。" />;
}
