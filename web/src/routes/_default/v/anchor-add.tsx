import { createFileRoute } from '@tanstack/react-router';
import { Composer } from '../../../community/UserPages';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/v/anchor-add')({
  head: pageHead('/v/anchor-add'),
  component: VAnchorAddPage,
});

function VAnchorAddPage() {
  return <Composer title="发布主播动态" />;
}
