import { NEWS_EMPTY } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatThousands } from '../lib/format';
import type { NewsItem } from './news-board';

/** Covers on a phone's first screen of a list that opens its page: loaded at once, before the rest. */
const FIRST_SCREEN_COVERS = 4;

interface NewsListProps {
  items: NewsItem[];
  empty?: string;
  /** The list opens its page: its first covers are the page's largest pictures on the first screen. */
  leadsPage?: boolean;
}

export function NewsList({ items, empty = NEWS_EMPTY, leadsPage = false }: NewsListProps) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="news-list" data-testid="news-list">
      {items.map((item, index) => (
        <li key={item.id}>
          <article className="news-item">
            {item.cover && <NewsCover src={item.cover} place={leadsPage ? index : undefined} />}
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

/**
 * A cover in the box of the list's layout (16:9 pictures cut to it). `place` is its row in a list that
 * opens its page: the first screen's covers load at once, the first of them before anything else.
 */
function NewsCover({ src, place }: { src: string; place: number | undefined }) {
  const firstScreen = place !== undefined && place < FIRST_SCREEN_COVERS;
  return (
    <img
      className="news-item__cover"
      src={src}
      alt=""
      width={180}
      height={110}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={place === 0 ? 'high' : 'auto'}
    />
  );
}
