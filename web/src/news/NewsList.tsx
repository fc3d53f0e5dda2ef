import { NEWS_EMPTY } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatThousands } from '../lib/format';
import type { NewsItem } from './news-board';

export function NewsList({ items, empty = NEWS_EMPTY }: { items: NewsItem[]; empty?: string }) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="news-list" data-testid="news-list">
      {items.map((item) => (
        <li key={item.id}>
          <article className="news-item">
            {item.cover && <img className="news-item__cover" src={item.cover} alt="" loading="lazy" />}
            <div>
              <Link to="/news/$id" params={{ id: String(item.id) }} className="news-item__title">
                {item.title}
              </Link>
              {item.summary && <p className="news-item__summary">{item.summary}</p>}
              <div className="news-item__meta">
                {[item.authorName, formatDateTime(item.publishedAt, 'YYYY-MM-DD HH:mm'), `${formatThousands(item.views)} 阅读`]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
