import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsSearchSchema, parseNewsPage } from '../../../../news/news-board';
import { newsQueries } from '../../../../news/queries';
import { pageHead } from '../../../../page-head';
import { NewsBoardView } from '../-components/NewsBoardView';

export const Route = createFileRoute('/_default/news/pages/{-$page}')({
  validateSearch: newsSearchSchema,
  loaderDeps: ({ search }) => ({ column: search.column }),
  loader: ({ context, deps, params }) =>
    context.queryClient.ensureQueryData(newsQueries.board(deps.column, parseNewsPage(params.page))),
  head: pageHead('/news/pages/{-$page}'),
  component: NewsPagesPage,
});

function NewsPagesPage() {
  const { column } = Route.useLoaderDeps();
  const page = parseNewsPage(Route.useParams().page);
  return <NewsBoardView board={useSuspenseQuery(newsQueries.board(column, page)).data} />;
}
