import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  COLLECT_TYPE,
  OPERATION_FAILED,
  routes,
  type AddPostRequestInput,
  type MessageKind,
  type Post,
  type PostPicture,
} from '@portal/contracts';
import { accountQueries } from '../auth/queries';
import type { CallFailure } from '../lib/query-client';
import { readAsDataUrl } from '../lib/read-file';
import {
  fetchRoute,
  invalidateRoutes,
  routeInfiniteQuery,
  routeKey,
  routeMutation,
  routeQuery,
  withEffects,
  type MutationEffects,
} from '../lib/route-query';

/** Which posts a feed shows. */
export type FeedOf =
  | { of: 'circle'; circleId?: number; sort: 'latest' | 'hot' }
  | { of: 'author'; authorId: number }
  | { of: 'anchor'; anchorId: number }
  | { of: 'followed' };

/** Whose comments: a post's or a news article's. */
export type CommentsOf = { postId: number } | { infoId: number };

/** The page after `last`, while pages remain. */
export function nextPageOf(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** The calls of the feeds: a post liked, deleted or hidden changes them. */
const FEEDS = [routes.inform.postListGeneral, routes.inform.postListAnchor] as const;

/** Every read of the community: a new post may show in any of them. */
const COMMUNITY_READS = [
  routes.inform.circleList,
  ...FEEDS,
  routes.inform.postListAnchorMine,
  routes.inform.postDetail,
  routes.inform.commentsByPost,
  routes.inform.newsComments,
  routes.inform.myCollects,
  routes.inform.newsRecommend,
  routes.inform.newsRecDetail,
  routes.inform.messages,
  routes.inform.unreadMessages,
  routes.inform.grade,
  routes.user.personalSpace,
  routes.api.userInfo,
] as const;

/** The feeds read again. */
export function feedsChanged(client: QueryClient): Promise<unknown> {
  return invalidateRoutes(client, ...FEEDS);
}

function feedPages(feed: FeedOf) {
  switch (feed.of) {
    case 'circle': {
      const filter = { circleId: feed.circleId, sort: feed.sort };
      return routeInfiniteQuery(routes.inform.postListGeneral, { key: { body: filter }, input: (page) => ({ body: { ...filter, page } }), next: nextPageOf });
    }
    case 'author': {
      const filter = { authorId: feed.authorId };
      return routeInfiniteQuery(routes.inform.postListGeneral, { key: { body: filter }, input: (page) => ({ body: { ...filter, page } }), next: nextPageOf });
    }
    case 'followed':
      return routeInfiniteQuery(routes.inform.postListAnchor, {
        key: { body: { followed: true } },
        input: (page) => ({ body: { followed: true, page } }),
        next: nextPageOf,
      });
    case 'anchor':
      return routeInfiniteQuery(routes.inform.postListAnchor, {
        key: { body: { anchorId: feed.anchorId } },
        input: (page) => ({ body: { anchorId: feed.anchorId, page } }),
        next: nextPageOf,
      });
  }
}

export const communityQueries = {
  circles: () => routeQuery(routes.inform.circleList, {}),
  feed: (feed: FeedOf) => feedPages(feed),
  post: (id: number) => routeQuery(routes.inform.postDetail, { params: { id } }, { retry: false }),
  comments: (target: CommentsOf) =>
    'postId' in target
      ? routeInfiniteQuery(routes.inform.commentsByPost, {
          key: { query: { postId: target.postId } },
          input: (page) => ({ query: { postId: target.postId, page } }),
          next: nextPageOf,
        })
      : routeInfiniteQuery(routes.inform.newsComments, {
          key: { query: { infoId: target.infoId } },
          input: (page) => ({ query: { infoId: target.infoId, page } }),
          next: nextPageOf,
        }),
  collected: (type: 1 | 2 | undefined) => routeQuery(routes.inform.myCollects, { query: { type, page: 1 } }),
  recommendedNews: (excludeId: number) => routeQuery(routes.inform.newsRecommend, { body: { size: 6, excludeId } }),
  newsExtras: (id: number) => routeQuery(routes.inform.newsRecDetail, { query: { id } }),
  messages: (kind: MessageKind) => routeQuery(routes.inform.messages, { query: { kind, page: 1 } }),
  grade: () => routeQuery(routes.inform.grade, {}),
  space: (id: number) => routeQuery(routes.user.personalSpace, { query: { id } }),
  anchorCard: (id: number) => routeQuery(routes.api.userInfo, { query: { id } }),
};

/** A post's collect flag, as its page shows it. */
const postCollected = (client: QueryClient, postId: number, collected: boolean) =>
  client.setQueryData(communityQueries.post(postId).queryKey, (old) => (old ? { ...old, collected } : old));

/** Every community write: a refusal without a message is OPERATION_FAILED. */
const write = { refused: OPERATION_FAILED } as const;

export const communityMutations = {
  /** Likes a post or takes the like back: the answer goes into the post's page, and the feeds are read again. */
  likePost: (postId: number) =>
    routeMutation(routes.inform.postLike, {
      ...write,
      input: () => ({ params: { id: postId } }),
      onSuccess: (answer, _variables, _result, { client }) => {
        client.setQueryData(communityQueries.post(postId).queryKey, (old): Post | undefined => (old ? { ...old, ...answer } : old));
        return feedsChanged(client);
      },
    }),
  /** Collects a post (`true`) or takes it out of the collection. */
  collectPost: (postId: number) =>
    routeMutation(routes.inform.newsCollect, {
      ...write,
      input: (on: boolean) => ({ query: { collectId: postId, flag: on ? 1 : 0, type: COLLECT_TYPE.POST } }),
      onSuccess: ({ collected }, _on, _result, { client }) => postCollected(client, postId, collected),
    }),
  /** Collects a news article (`true`) or takes it out of the collection. */
  collectNews: (id: number) =>
    routeMutation(routes.inform.newsCollect, {
      ...write,
      input: (on: boolean) => ({ query: { collectId: id, flag: on ? 1 : 0, type: COLLECT_TYPE.NEWS } }),
      onSuccess: ({ collected }, _on, _result, { client }) =>
        client.setQueryData(communityQueries.newsExtras(id).queryKey, (old) => (old ? { ...old, collected } : old)),
    }),
  deletePost: (postId: number, effects?: MutationEffects<unknown, void>) =>
    routeMutation(
      routes.inform.postAnchorDelete,
      { ...write, input: () => ({ query: { postId } }), onSuccess: (_answer, _variables, _result, { client }) => feedsChanged(client) },
      effects,
    ),
  /** Hides a post, or every post of an author, from the user's feeds. */
  shield: (effects?: MutationEffects<unknown, { postId?: number; authorId?: number }>) =>
    routeMutation(
      routes.inform.postShield,
      {
        ...write,
        input: (target: { postId?: number; authorId?: number }) => ({ body: target }),
        onSuccess: (_answer, _target, _result, { client }) => feedsChanged(client),
      },
      effects,
    ),
  report: (postId: number) => routeMutation(routes.inform.postReport, { ...write, input: () => ({ body: { postId, reason: '' } }) }),
  /** Uploads pictures for a post one after another; answers them stored, in order. */
  uploadPictures: (effects?: MutationEffects<PostPicture[], File[]>) =>
    mutationOptions<PostPicture[], CallFailure, File[]>(
      withEffects(
        {
          mutationKey: routeKey(routes.inform.postAddPic),
          mutationFn: async (files) => {
            const stored: PostPicture[] = [];
            for (const file of files) stored.push(await fetchRoute(routes.inform.postAddPic, { body: { image: await readAsDataUrl(file) } }, write));
            return stored;
          },
        },
        effects,
      ),
    ),
  /** Publishes a post: it may show in any list of the community. */
  publish: (effects?: MutationEffects<Post, AddPostRequestInput>) =>
    routeMutation(
      routes.inform.postAddSave,
      {
        ...write,
        input: (post: AddPostRequestInput) => ({ body: post }),
        onSuccess: (_post, _request, _result, { client }) => invalidateRoutes(client, ...COMMUNITY_READS),
      },
      effects,
    ),
  /** Comments on `target`, or replies to the comment `parentId`: its comments and its count are read again. */
  comment: (target: CommentsOf, parentId: number | undefined, effects?: MutationEffects<unknown, string>) =>
    routeMutation(
      routes.inform.commentReply,
      {
        ...write,
        input: (content: string) => ({ body: { ...target, parentId, content } }),
        onSuccess: async (_comment, _content, _result, { client }) => {
          await client.invalidateQueries({ queryKey: communityQueries.comments(target).queryKey });
          if ('postId' in target) await client.invalidateQueries({ queryKey: communityQueries.post(target.postId).queryKey });
        },
      },
      effects,
    ),
  likeComment: (commentId: number, target: CommentsOf) =>
    routeMutation(routes.inform.commentLike, {
      ...write,
      input: () => ({ params: { id: commentId } }),
      onSuccess: (_answer, _variables, _result, { client }) => client.invalidateQueries({ queryKey: communityQueries.comments(target).queryKey }),
    }),
  feedback: (effects?: MutationEffects<unknown, { content: string; contact: string }>) =>
    routeMutation(routes.inform.feedbackAdd, { ...write, input: (feedback: { content: string; contact: string }) => ({ body: feedback }) }, effects),
  /** Marks every message of a kind read; the answer is the unread counts after. */
  markRead: () =>
    routeMutation(routes.inform.readMessages, {
      ...write,
      input: (kind: MessageKind) => ({ body: { kind } }),
      onSuccess: (after, _kind, _result, { client }) => client.setQueryData(accountQueries.unread().queryKey, after),
    }),
};
