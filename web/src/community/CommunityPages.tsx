import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PERSONAL_NAV_INDEX, ResultCode, USER_NOT_FOUND_MESSAGE, type Post } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { NotFoundPage } from '../components/NotFoundPage';
import { formatThousands } from '../lib/format';
import { CommentSection } from './CommentSection';
import { PostHead, PostPictures, useLikePost } from './PostCard';
import { PostFeed } from './PostFeed';
import { communityMutations, communityQueries } from './queries';
import './community.css';

/** The circles, as a side list linking to each circle. */
function CircleList({ active }: { active?: number }) {
  const circles = useQuery(communityQueries.circles()).data ?? [];
  return (
    <aside className="panel circle-list" aria-label="圈子">
      <h2 className="panel__title">圈子</h2>
      <ul>
        <li>
          <Link to="/community/{-$id}" params={{}} className={active === undefined ? 'circle-link is-active' : 'circle-link'}>
            全部
          </Link>
        </li>
        {circles.map((circle) => (
          <li key={circle.id}>
            <Link
              to="/community/{-$id}"
              params={{ id: String(circle.id) }}
              className={active === circle.id ? 'circle-link is-active' : 'circle-link'}
              data-testid="circle-link"
            >
              {circle.icon && <img src={circle.icon} alt="" className="circle-link__icon" />}
              <span className="circle-link__name">{circle.name}</span>
              <span className="circle-link__count">{formatThousands(circle.postCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** /community and /community/{circleId}: the circles, and hot or latest posts with infinite scroll; a fan also sees the dynamics of the anchors they follow. */
export function CommunityHome({ circleId }: { circleId?: number }) {
  const { signedIn } = useAuth();
  const [sort, setSort] = useState<'latest' | 'hot' | 'followed'>('hot');
  const circles = useQuery(communityQueries.circles()).data ?? [];
  const circle = circles.find((entry) => entry.id === circleId);
  return (
    <div className="community">
      <CircleList active={circleId} />
      <section className="panel community__main">
        <div className="community__head">
          <h1 className="panel__title">{circle ? circle.name : '社区'}</h1>
          {circle && <p className="muted">{circle.description}</p>}
          <Link to="/v/posting" search={circleId ? { circle: circleId } : {}} className="button" data-testid="write-post">
            发帖
          </Link>
        </div>
        <nav className="tabs" aria-label="排序">
          <button type="button" className={sort === 'hot' ? 'is-active' : undefined} onClick={() => setSort('hot')}>
            热门
          </button>
          <button type="button" className={sort === 'latest' ? 'is-active' : undefined} onClick={() => setSort('latest')}>
            最新
          </button>
          {signedIn && circleId === undefined && (
            <button type="button" className={sort === 'followed' ? 'is-active' : undefined} onClick={() => setSort('followed')} data-testid="feed-followed">
              关注的主播
            </button>
          )}
        </nav>
        {sort === 'followed' ? (
          <PostFeed feed={{ of: 'followed' }} empty="关注的主播还没有动态，去直播间关注几位吧" />
        ) : (
          <PostFeed feed={{ of: 'circle', circleId, sort }} />
        )}
      </section>
    </div>
  );
}

function PostActions({ post }: { post: Post }) {
  const { signedIn, openLogin } = useAuth();
  const navigate = useNavigate();
  const { toggle, like } = useLikePost(post);
  const collect = useMutation(communityMutations.collectPost(post.id));
  const remove = useMutation(
    communityMutations.deletePost(post.id, { onSuccess: () => navigate({ to: '/community/{-$id}', params: { id: String(post.circleId) } }) }),
  );
  const shield = useMutation(communityMutations.shield({ onSuccess: () => navigate({ to: '/community/{-$id}', params: {} }) }));
  const report = useMutation(communityMutations.report(post.id));
  const guarded = (action: () => void) => () => (signedIn ? action() : openLogin());
  return (
    <div className="post-actions">
      <button type="button" className={post.liked ? 'post-action is-on' : 'post-action'} onClick={toggle} disabled={like.isPending} data-testid="post-like">
        赞 {post.likeCount}
      </button>
      <button type="button" className={post.collected ? 'post-action is-on' : 'post-action'} onClick={guarded(() => collect.mutate(!post.collected))}>
        {post.collected ? '已收藏' : '收藏'}
      </button>
      {post.mine ? (
        <button type="button" className="post-action post-action--danger" onClick={() => window.confirm('确定删除这条帖子吗？') && remove.mutate()}>
          删除
        </button>
      ) : (
        <>
          <button type="button" className="post-action" onClick={guarded(() => shield.mutate({ postId: post.id }))}>
            屏蔽此帖
          </button>
          <button type="button" className="post-action" onClick={guarded(() => shield.mutate({ authorId: post.author.id }))}>
            屏蔽作者
          </button>
          <button type="button" className="post-action" onClick={guarded(() => report.mutate())} disabled={report.isPending || report.isSuccess}>
            {report.isSuccess ? '已举报' : '举报'}
          </button>
        </>
      )}
    </div>
  );
}

/** /community/circle-detail/{postId}: a post with its pictures, actions and comments. */
export function PostPage({ id }: { id: number }) {
  const post = useSuspenseQuery(communityQueries.post(id)).data;
  return (
    <div className="community community--single">
      <article className="panel post-detail" data-testid="post-detail">
        <PostHead post={post} timeFormat="YYYY-MM-DD HH:mm" />
        {post.title && <h1 className="post-detail__title">{post.title}</h1>}
        <p className="post-detail__text" data-testid="post-text">
          {post.content}
        </p>
        <PostPictures pictures={post.pictures} />
        <PostActions post={post} />
      </article>
      <CommentSection target={{ postId: post.id }} />
    </div>
  );
}

/** /community/anchor-dynamic/{anchorId}: an anchor's posts, with the space link. */
export function AnchorDynamic({ anchorId }: { anchorId: number }) {
  const spaceQuery = useQuery(communityQueries.space(anchorId));
  const space = spaceQuery.data;
  if (spaceQuery.error?.code === ResultCode.NOT_FOUND) return <NotFoundPage title={USER_NOT_FOUND_MESSAGE} />;
  return (
    <section className="panel">
      <h1 className="panel__title">{space ? `${space.nickName} 的动态` : '主播动态'}</h1>
      {space && (
        <p className="muted">
          <Link to="/personal/{-$id}" params={{ id: String(anchorId) }} search={{ headerNavIndex: PERSONAL_NAV_INDEX.ANCHOR }}>
            进入主播空间
          </Link>
          {' · '}粉丝 {formatThousands(space.followerCount)}
        </p>
      )}
      <PostFeed feed={{ of: 'anchor', anchorId }} empty="这位主播还没有发布动态" />
    </section>
  );
}
