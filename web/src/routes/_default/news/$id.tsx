import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { formatDateTime, formatThousands } from '../../../lib/format';
import { NewsExtras } from '../../../community/NewsExtras';
import { newsQueries } from '../../../news/queries';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_default/news/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(newsQueries.article(params.id)),
  head: pageHead('/news/$id'),
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const article = useSuspenseQuery(newsQueries.article(Route.useParams().id)).data;
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
      <NewsExtras key={article.id} id={article.id} />
      <Link to="/news" className="button">
        返回资讯列表
      </Link>
    </article>
  );
}
