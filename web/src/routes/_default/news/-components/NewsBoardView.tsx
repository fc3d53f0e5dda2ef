import { NEWS_LOAD_FAILED, NEWS_EMPTY } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { NewsList } from '../../../../news/NewsList';
import { pageCount, type NewsBoard } from '../../../../news/news-board';

export function NewsBoardView({ board }: { board: NewsBoard }) {
  const { columns, columnNo, page, news, failed } = board;
  const pages = pageCount(news.total);
  const search = { column: columnNo };
  return (
    <section className="panel">
      <h1 className="panel__title">头条资讯</h1>
      {columns.length > 0 && (
        <nav className="tabs" aria-label="资讯栏目">
          {columns.map((column) => (
            <Link
              key={column.columnNo}
              to="/news"
              search={{ column: column.columnNo }}
              className={column.columnNo === columnNo ? 'is-active' : undefined}
              data-column={column.columnNo}
            >
              {column.name}
            </Link>
          ))}
        </nav>
      )}
      <NewsList items={news.list} empty={failed ? NEWS_LOAD_FAILED : NEWS_EMPTY} leadsPage />
      {news.total > 0 && (
        <nav className="pager" aria-label="分页">
          {page > 1 ? (
            <Link to="/news/pages/{-$page}" params={{ page: String(page - 1) }} search={search} rel="prev">
              上一页
            </Link>
          ) : (
            <span className="is-disabled" aria-disabled="true">上一页</span>
          )}
          <span>
            第 {page} / {pages} 页
          </span>
          {page < pages ? (
            <Link to="/news/pages/{-$page}" params={{ page: String(page + 1) }} search={search} rel="next">
              下一页
            </Link>
          ) : (
            <span className="is-disabled" aria-disabled="true">下一页</span>
          )}
        </nav>
      )}
    </section>
  );
}
