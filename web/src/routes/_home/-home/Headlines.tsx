import { NEWS_EMPTY } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { formatMatchTime } from '../../../lib/format';
import type { NewsItem } from '../../../news/news-board';

export function Headlines({ items }: { items: NewsItem[] }) {
  return (
    <section className="panel" aria-labelledby="headlines-title">
      <h2 className="panel__title" id="headlines-title">
        头条资讯
        <Link to="/news">更多 ›</Link>
      </h2>
      {items.length === 0 ? (
        <p className="empty">{NEWS_EMPTY}</p>
      ) : (
        <ul className="headlines" data-testid="headlines">
          {items.map((item) => (
            <li key={item.id}>
              <Link to="/news/$id" params={{ id: String(item.id) }}>
                {item.title}
              </Link>
              <span className="muted">{formatMatchTime(item.publishedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
