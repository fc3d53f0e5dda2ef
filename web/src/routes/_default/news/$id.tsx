import { Link, createFileRoute } from '@tanstack/react-router';
import { ResultCode } from '@portal/contracts';
import { PageError } from '../../../components/ErrorPage';
import { quietApi } from '../../../lib/api';
import { formatDateTime, formatThousands } from '../../../lib/format';
import { newsArticleSchema, type NewsArticle } from '../../../news/news-api';
import { pageHead } from '../../../page-head';

async function loadArticle(rawId: string): Promise<NewsArticle> {
  if (!/^[1-9]\d*$/.test(rawId)) throw new PageError(404);
  const result = await quietApi.get(`/inform/info/detail/${rawId}`, undefined, { schema: newsArticleSchema });
  if (result.ok) return result.data;
  throw new PageError(result.code === ResultCode.NOT_FOUND ? 404 : 500);
}

export const Route = createFileRoute('/_default/news/$id')({
  loader: ({ params }) => loadArticle(params.id),
  head: pageHead('/news/$id'),
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const article = Route.useLoaderData();
  const paragraphs = article.content.split(/\n+/).map((line) => line.trim()).filter(Boolean);
  return (
    <article className="panel article">
      <h1>{article.title}</h1>
      <div className="article__meta">
        {[article.authorName, formatDateTime(article.publishedAt, 'YYYY-MM-DD HH:mm'), `${formatThousands(article.views)} 阅读`]
          .filter(Boolean)
          .join(' · ')}
      </div>
      <div className="article__body">
        {paragraphs.length > 0 ? paragraphs.map((line, index) => <p key={index}>{line}</p>) : <p>{article.summary}</p>}
      </div>
      <Link to="/news" className="button">
        返回资讯列表
      </Link>
    </article>
  );
}
