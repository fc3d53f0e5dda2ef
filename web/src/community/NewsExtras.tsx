import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { NewsLink } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { matchPagePath } from '../match/match-page';
import { CommentSection } from './CommentSection';
import { communityMutations, communityQueries } from './queries';
import './community.css';

/** A titled list of articles with their covers and times; nothing when empty. */
function NewsLinks({ title, items }: { title: string; items: readonly NewsLink[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      <ul className="news-related">
        {items.map((item) => (
          <li key={item.id}>
            {item.cover && <img src={item.cover} alt="" />}
            <Link to="/news/$id" params={{ id: String(item.id) }}>
              {item.title}
            </Link>
            <time className="muted">{formatDateTime(item.publishedAt, 'MM-DD HH:mm')}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a news article's page shows below the text: its pictures, collect, related and recommended articles, and comments. */
export function NewsExtras({ id }: { id: number }) {
  const { signedIn, openLogin } = useAuth();
  const extras = useQuery(communityQueries.newsExtras(id)).data;
  const recommended = useQuery(communityQueries.recommendedNews(id)).data ?? [];
  const collect = useMutation(communityMutations.collectNews(id));
  if (!extras) return null;
  return (
    <>
      {extras.match && (
        <p>
          <Link to={matchPagePath(extras.match.sport)} params={{ id: String(extras.match.id) }} className="link-button" data-testid="news-match">
            比赛详情 ›
          </Link>
        </p>
      )}
      {extras.pictures.length > 0 && (
        <div className="news-extras__pictures">
          {extras.pictures.map((picture) => (
            <img key={picture} src={picture} alt="比赛图片" />
          ))}
        </div>
      )}
      <p>
        <button
          type="button"
          className={extras.collected ? 'button is-on' : 'button'}
          onClick={() => (signedIn ? collect.mutate(!extras.collected) : openLogin())}
          data-testid="news-collect"
        >
          {extras.collected ? '已收藏' : '收藏'}
        </button>
      </p>
      <NewsLinks title="相关资讯" items={extras.related} />
      <NewsLinks title="热门推荐" items={recommended} />
      <CommentSection target={{ infoId: id }} />
    </>
  );
}
