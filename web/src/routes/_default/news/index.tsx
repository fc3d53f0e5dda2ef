import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsSearchSchema } from '../../../news/news-board';
import { newsQueries } from '../../../news/queries';
import { pageHead } from '../../../page-head';
import { NewsBoardView } from './-components/NewsBoardView';

export const Route = createFileRoute('/_default/news/')({
  validateSearch: newsSearchSchema,
  loaderDeps: ({ search }) => ({ column: search.column }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(newsQueries.board(deps.column, 1)),
  head: pageHead('/news'),
  component: NewsPage,
});

function NewsPage() {
  const { column } = Route.useLoaderDeps();
  return <NewsBoardView board={useSuspenseQuery(newsQueries.board(column, 1)).data} />;
}
