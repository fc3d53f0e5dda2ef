import { createFileRoute } from '@tanstack/react-router';
import { loadNewsBoard, newsSearchSchema, parseNewsPage } from '../../../../news/news-board';
import { pageHead } from '../../../../page-head';
import { NewsBoardView } from '../-components/NewsBoardView';

export const Route = createFileRoute('/_default/news/pages/{-$page}')({
  validateSearch: newsSearchSchema,
  loaderDeps: ({ search }) => ({ column: search.column }),
  loader: ({ deps, params }) => loadNewsBoard(deps.column, parseNewsPage(params.page)),
  head: pageHead('/news/pages/{-$page}'),
  component: NewsPagesPage,
});

function NewsPagesPage() {
  return <NewsBoardView board={Route.useLoaderData()} />;
}
