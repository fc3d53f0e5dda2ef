import { createFileRoute } from '@tanstack/react-router';
import { loadNewsBoard, newsSearchSchema } from '../../../news/news-board';
import { pageHead } from '../../../page-head';
import { NewsBoardView } from './-components/NewsBoardView';

export const Route = createFileRoute('/_default/news/')({
  validateSearch: newsSearchSchema,
  loaderDeps: ({ search }) => ({ column: search.column }),
  loader: ({ deps }) => loadNewsBoard(deps.column, 1),
  head: pageHead('/news'),
  component: NewsPage,
});

function NewsPage() {
  return <NewsBoardView board={Route.useLoaderData()} />;
}
