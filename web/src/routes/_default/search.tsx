import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewsList } from '../../news/NewsList';
import { EMPTY_NEWS_PAGE, searchNews } from '../../news/news-api';
import { pageHead } from '../../page-head';

const searchPageSchema = z.object({
  val: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
});

async function loadSearch(word: string) {
  if (word === '') return { news: EMPTY_NEWS_PAGE, failed: false };
  const result = await searchNews(word);
  return { news: result.ok ? result.data : EMPTY_NEWS_PAGE, failed: !result.ok };
}

export const Route = createFileRoute('/_default/search')({
  validateSearch: searchPageSchema,
  loaderDeps: ({ search }) => ({ word: (search.val ?? '').trim() }),
  loader: ({ deps }) => loadSearch(deps.word),
  head: pageHead('/search'),
  component: SearchPage,
});

function SearchPage() {
  const { word } = Route.useLoaderDeps();
  const { news, failed } = Route.useLoaderData();
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
        {word && <small className="muted">共 {news.total} 条资讯</small>}
      </h1>
      {word ? (
        <NewsList items={news.list} empty={failed ? '搜索失败，请稍后重试' : '没有找到相关资讯'} />
      ) : (
        <p className="empty">请在顶部搜索框输入赛事、球队、主播或资讯关键词。</p>
      )}
    </section>
  );
}
