import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PostCard } from './PostCard';
import { communityQueries, type FeedOf } from './queries';

/**
 * Posts, a page at a time: the next page loads when the end of the list scrolls into view (or on
 * the button, where IntersectionObserver is missing).
 */
export function PostFeed({ feed, empty = '还没有帖子，来发第一条吧' }: { feed: FeedOf; empty?: string }) {
  const query = useInfiniteQuery(communityQueries.feed(feed));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <p className="muted">加载中…</p>;
  if (query.isError) return <p className="muted">帖子加载失败，请稍后再试</p>;
  const posts = query.data.pages.flatMap((page) => page.list);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <div className="post-feed" data-total={total}>
      {posts.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="post-list">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="post-feed__end">
        {hasNextPage ? (
          <button type="button" className="button button--ghost" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? '加载中…' : '加载更多'}
          </button>
        ) : (
          posts.length > 0 && <span className="muted">没有更多了</span>
        )}
      </div>
    </div>
  );
}
