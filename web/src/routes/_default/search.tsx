import { NEWS_SEARCH_FAILED, NEWS_SEARCH_EMPTY } from '@portal/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewsList } from '../../news/NewsList';
import { newsQueries } from '../../news/queries';
import { pageHead } from '../../page-head';
import { SearchResults } from '../../search/SearchResults';

const searchPageSchema = z.object({
  val: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
});

export const Route = createFileRoute('/_default/search')({
  validateSearch: searchPageSchema,
  loaderDeps: ({ search }) => ({ word: (search.val ?? '').trim() }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(newsQueries.search(deps.word)),
  head: pageHead('/search'),
  component: SearchPage,
});

function SearchPage() {
  const { word } = Route.useLoaderDeps();
  const { news, failed } = useSuspenseQuery(newsQueries.search(word)).data;
  return (
    <section className="panel">
      <h1 className="panel__title">
        {word ? (
          <span>
            “<span data-testid="search-word">{word}</span>”的搜索结果
          </span>
        ) : (
          '搜索'
        )}
      </h1>
      {word ? (
        <>
          <SearchResults word={word} />
          <section className="search-group" aria-label="资讯">
            <h2>
              资讯 <small className="muted">{news.total}</small>
            </h2>
            <NewsList items={news.list} empty={failed ? NEWS_SEARCH_FAILED : NEWS_SEARCH_EMPTY} />
          </section>
        </>
      ) : (
        <p className="empty">请在顶部搜索框输入赛事、球队、主播或资讯关键词。</p>
      )}
    </section>
  );
}
