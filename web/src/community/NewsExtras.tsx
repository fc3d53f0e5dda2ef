import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { COLLECT_TYPE, OPERATION_FAILED, type NewsExtras as Extras } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { answerData } from '../lib/query-client';
import { CommentSection } from './CommentSection';
import { communityApi } from './community-api';
import { communityKeys, communityQueries } from './queries';
import './community.css';

/** What a news article's page shows below the text: its pictures, collect, related articles and comments. */
export function NewsExtras({ id }: { id: number }) {
  const { signedIn, openLogin } = useAuth();
  const queryClient = useQueryClient();
  const extras = useQuery(communityQueries.newsExtras(id)).data;
  const collect = useMutation({
    mutationFn: (on: boolean) => answerData(communityApi.collect(COLLECT_TYPE.NEWS, id, on), OPERATION_FAILED),
    onSuccess: ({ collected }) => queryClient.setQueryData<Extras>(communityKeys.newsExtras(id), (old) => (old ? { ...old, collected } : old)),
  });
  if (!extras) return null;
  return (
    <>
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
      {extras.related.length > 0 && (
        <section aria-label="相关资讯">
          <h2 className="panel__title">相关资讯</h2>
          <ul className="news-related">
            {extras.related.map((item) => (
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
      )}
      <CommentSection target={{ infoId: id }} />
    </>
  );
}
