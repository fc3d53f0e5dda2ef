import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PERSONAL_NAV_INDEX, type Post } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { communityMutations } from './queries';

/** An author's space: /personal/{id} with headerNavIndex 2 for an anchor, 0 for a user (SPEC §2). */
export function AuthorLink({ author }: { author: Post['author'] }) {
  return (
    <Link to="/personal/{-$id}" params={{ id: String(author.id) }} search={{ headerNavIndex: author.isAnchor === 1 ? PERSONAL_NAV_INDEX.ANCHOR : PERSONAL_NAV_INDEX.USER }} className="post-author">
      <img src={author.portrait} alt="" className="post-author__portrait" />
      <span className="post-author__name">{author.nickName}</span>
      <span className="post-author__level">LV{author.level ?? 0}</span>
      {author.isAnchor === 1 && <span className="post-author__badge">主播</span>}
    </Link>
  );
}

/** Likes a post or takes the like back; a visitor gets the login modal. Writes the answer into every cached copy. */
export function useLikePost(post: Post) {
  const { signedIn, openLogin } = useAuth();
  const like = useMutation(communityMutations.likePost(post.id));
  return {
    like,
    toggle: () => (signedIn ? like.mutate() : openLogin()),
  };
}

/** The pictures of a post: thumbnails linking to the full image. */
export function PostPictures({ pictures }: { pictures: Post['pictures'] }) {
  if (pictures.length === 0) return null;
  return (
    <div className={pictures.length === 1 ? 'post-pictures post-pictures--one' : 'post-pictures'}>
      {pictures.map((picture) => (
        <a key={picture.id} href={picture.url} target="_blank" rel="noreferrer" className="post-pictures__item">
          <img src={picture.thumbUrl} alt="帖子图片" loading="lazy" width={picture.width} height={picture.height} />
        </a>
      ))}
    </div>
  );
}

/** A post's author, circle and time. */
export function PostHead({ post, timeFormat }: { post: Post; timeFormat: string }) {
  return (
    <header className="post-card__head">
      <AuthorLink author={post.author} />
      <Link to="/community/{-$id}" params={{ id: String(post.circleId) }} className="post-card__circle">
        {post.circleName}
      </Link>
      <time className="post-card__time">{formatDateTime(post.createdAt, timeFormat)}</time>
    </header>
  );
}

/** A post in a feed: author, circle, text (as text), pictures and counts. */
export function PostCard({ post }: { post: Post }) {
  const { toggle, like } = useLikePost(post);
  return (
    <li className="post-card" data-testid="post-card" data-post-id={post.id}>
      <PostHead post={post} timeFormat="MM-DD HH:mm" />
      <Link to="/community/circle-detail/{-$id}" params={{ id: String(post.id) }} className="post-card__body">
        {post.title && <h3 className="post-card__title">{post.title}</h3>}
        <p className="post-card__text">{post.content}</p>
      </Link>
      <PostPictures pictures={post.pictures} />
      <footer className="post-card__foot">
        <button type="button" className={post.liked ? 'post-action is-on' : 'post-action'} onClick={toggle} disabled={like.isPending} data-testid="post-like">
          赞 {post.likeCount}
        </button>
        <Link to="/community/circle-detail/{-$id}" params={{ id: String(post.id) }} className="post-action">
          评论 {post.commentCount}
        </Link>
      </footer>
    </li>
  );
}
