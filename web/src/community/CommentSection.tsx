import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, type Comment } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { communityMutations, communityQueries, type CommentsOf as Target } from './queries';

function CommentForm({ target, parent, onDone }: { target: Target; parent?: Comment; onDone?: () => void }) {
  const { signedIn, openLogin } = useAuth();
  const [content, setContent] = useState('');
  const send = useMutation(
    communityMutations.comment(target, parent?.id, {
      onSuccess: () => {
        setContent('');
        onDone?.();
      },
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) return openLogin();
    if (content.trim() !== '') send.mutate(content);
  }
  return (
    <form className="comment-form" onSubmit={submit}>
      <textarea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={parent ? `回复 ${parent.author.nickName}` : signedIn ? '说点什么…' : '登录后参与评论'}
        aria-label={parent ? '回复内容' : '评论内容'}
        data-testid={parent ? 'reply-input' : 'comment-input'}
      />
      <button type="submit" className="button" disabled={send.isPending} data-testid={parent ? 'reply-submit' : 'comment-submit'}>
        {parent ? '回复' : '发表评论'}
      </button>
      {send.isError && <span className="form-error">{send.error.message}</span>}
    </form>
  );
}

function CommentItem({ comment, target }: { comment: Comment; target: Target }) {
  const { signedIn, openLogin } = useAuth();
  const [replying, setReplying] = useState(false);
  const like = useMutation(communityMutations.likeComment(comment.id, target));
  return (
    <div className="comment" data-testid="comment" data-comment-id={comment.id}>
      <div className="comment__head">
        <img src={comment.author.portrait} alt="" className="comment__portrait" />
        <span className="comment__name">{comment.author.nickName}</span>
        {comment.replyTo && <span className="comment__reply-to">回复 {comment.replyTo.nickName}</span>}
        <time className="comment__time">{formatDateTime(comment.createdAt, 'MM-DD HH:mm')}</time>
      </div>
      <p className="comment__text">{comment.content}</p>
      <div className="comment__actions">
        <button type="button" className={comment.liked ? 'post-action is-on' : 'post-action'} onClick={() => (signedIn ? like.mutate() : openLogin())}>
          赞 {comment.likeCount}
        </button>
        <button type="button" className="post-action" onClick={() => setReplying((open) => !open)}>
          回复
        </button>
      </div>
      {replying && <CommentForm target={target} parent={comment} onDone={() => setReplying(false)} />}
    </div>
  );
}

/** A post's or an article's comments, newest first, each with its replies; a form to add one. */
export function CommentSection({ target }: { target: Target }) {
  const query = useInfiniteQuery(communityQueries.comments(target));
  const threads = query.data?.pages.flatMap((page) => page.list) ?? [];
  // Every comment and reply, as the feed counts them; none shown until the list is in.
  const count = query.data?.pages[0]?.commentCount;
  return (
    <section className="panel comments" aria-label="评论">
      <h2 className="panel__title" data-testid="comment-count">
        评论{count === undefined ? '' : ` ${count}`}
      </h2>
      <CommentForm target={target} />
      {query.isError && <p className="muted">评论加载失败</p>}
      {threads.map((thread) => (
        <div key={thread.id} className="comment-thread">
          <CommentItem comment={thread} target={target} />
          {thread.replies.length > 0 && (
            <div className="comment-thread__replies">
              {thread.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} target={target} />
              ))}
            </div>
          )}
        </div>
      ))}
      {query.hasNextPage && (
        <button type="button" className="button button--ghost" onClick={() => void query.fetchNextPage()}>
          更多评论
        </button>
      )}
    </section>
  );
}
