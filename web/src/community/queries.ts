import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MessageKind, PostPage } from '@portal/contracts';
import { answerData } from '../lib/query-client';
import { communityApi } from './community-api';

/** Which posts a feed shows. */
export type FeedOf =
  | { of: 'circle'; circleId?: number; sort: 'latest' | 'hot' }
  | { of: 'author'; authorId: number }
  | { of: 'anchor'; anchorId: number }
  | { of: 'followed' };

export const communityKeys = {
  all: ['community'] as const,
  circles: () => [...communityKeys.all, 'circles'] as const,
  feeds: () => [...communityKeys.all, 'feed'] as const,
  feed: (feed: FeedOf) => [...communityKeys.feeds(), feed] as const,
  post: (id: number) => [...communityKeys.all, 'post', id] as const,
  comments: (target: { postId: number } | { infoId: number }) => [...communityKeys.all, 'comments', target] as const,
  collected: (type: 1 | 2 | undefined) => [...communityKeys.all, 'collected', type ?? 0] as const,
  newsExtras: (id: number) => [...communityKeys.all, 'news-extras', id] as const,
  recommendedNews: (excludeId: number) => [...communityKeys.all, 'news-recommended', excludeId] as const,
  messages: (kind: MessageKind) => [...communityKeys.all, 'messages', kind] as const,
  unread: () => [...communityKeys.all, 'unread'] as const,
  grade: () => [...communityKeys.all, 'grade'] as const,
  space: (id: number) => [...communityKeys.all, 'space', id] as const,
  anchorCard: (id: number) => [...communityKeys.all, 'anchor-card', id] as const,
};

function feedPage(feed: FeedOf, page: number) {
  if (feed.of === 'circle') return communityApi.posts({ page, circleId: feed.circleId, sort: feed.sort });
  if (feed.of === 'author') return communityApi.posts({ page, authorId: feed.authorId });
  if (feed.of === 'followed') return communityApi.followedAnchorPosts(page);
  return communityApi.anchorPosts(feed.anchorId, page);
}

/** The page after `last`, while pages remain. */
export function nextPageOf(last: PostPage): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export const communityQueries = {
  circles: () => queryOptions({ queryKey: communityKeys.circles(), queryFn: () => answerData(communityApi.circles()) }),
  feed: (feed: FeedOf) =>
    infiniteQueryOptions({
      queryKey: communityKeys.feed(feed),
      queryFn: ({ pageParam }) => answerData(feedPage(feed, pageParam)),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
    }),
  post: (id: number) => queryOptions({ queryKey: communityKeys.post(id), queryFn: () => answerData(communityApi.post(id)), retry: false }),
  comments: (target: { postId: number } | { infoId: number }) =>
    infiniteQueryOptions({
      queryKey: communityKeys.comments(target),
      queryFn: ({ pageParam }) => answerData(communityApi.comments(target, pageParam)),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    }),
  collected: (type: 1 | 2 | undefined) =>
    queryOptions({ queryKey: communityKeys.collected(type), queryFn: () => answerData(communityApi.collected(type, 1)) }),
  recommendedNews: (excludeId: number) =>
    queryOptions({ queryKey: communityKeys.recommendedNews(excludeId), queryFn: () => answerData(communityApi.recommendedNews(excludeId)) }),
  newsExtras: (id: number) => queryOptions({ queryKey: communityKeys.newsExtras(id), queryFn: () => answerData(communityApi.newsExtras(id)) }),
  messages: (kind: MessageKind) =>
    queryOptions({ queryKey: communityKeys.messages(kind), queryFn: () => answerData(communityApi.messages(kind, 1)) }),
  unread: () => queryOptions({ queryKey: communityKeys.unread(), queryFn: () => answerData(communityApi.unread()) }),
  grade: () => queryOptions({ queryKey: communityKeys.grade(), queryFn: () => answerData(communityApi.grade()) }),
  space: (id: number) => queryOptions({ queryKey: communityKeys.space(id), queryFn: () => answerData(communityApi.personalSpace(id)) }),
  anchorCard: (id: number) => queryOptions({ queryKey: communityKeys.anchorCard(id), queryFn: () => answerData(communityApi.anchorCard(id)) }),
};
