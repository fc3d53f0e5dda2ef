import { createFileRoute } from '@tanstack/react-router';
import { CollectionPage } from '../../../community/UserPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/collection')({
  head: pageHead('/v/collection'),
  component: VCollectionPage,
});

function VCollectionPage() {
  return <CollectionPage />;
}
