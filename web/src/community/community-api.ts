import {
  routes,
  type AddPostRequestInput,
  type CommentRequestInput,
  type MessageKind,
  type PostListRequestInput,
} from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';

/** The community and news-extra calls, each through its route-table entry. */
export const communityApi = {
  circles: () => callRoute(api, routes.inform.circleList, {}),
  posts: (body: PostListRequestInput) => callRoute(api, routes.inform.postListGeneral, { body }),
  anchorPosts: (anchorId: number | undefined, page: number) => callRoute(api, routes.inform.postListAnchor, { body: { anchorId, page } }),
  followedAnchorPosts: (page: number) => callRoute(api, routes.inform.postListAnchor, { body: { followed: true, page } }),
  myPosts: (page: number) => callRoute(api, routes.inform.postListAnchorMine, { query: { page } }),
  post: (id: number) => callRoute(api, routes.inform.postDetail, { params: { id } }),
  likePost: (id: number) => callRoute(api, routes.inform.postLike, { params: { id } }),
  deletePost: (postId: number) => callRoute(api, routes.inform.postAnchorDelete, { query: { postId } }),
  report: (postId: number, reason: string) => callRoute(api, routes.inform.postReport, { body: { postId, reason } }),
  shield: (target: { postId?: number; authorId?: number }) => callRoute(api, routes.inform.postShield, { body: target }),
  uploadPicture: (image: string) => callRoute(api, routes.inform.postAddPic, { body: { image } }),
  publish: (body: AddPostRequestInput) => callRoute(api, routes.inform.postAddSave, { body }),
  comments: (target: { postId: number } | { infoId: number }, page: number) =>
    'postId' in target
      ? callRoute(api, routes.inform.commentsByPost, { query: { postId: target.postId, page } })
      : callRoute(api, routes.inform.newsComments, { query: { infoId: target.infoId, page } }),
  comment: (body: CommentRequestInput) => callRoute(api, routes.inform.commentReply, { body }),
  likeComment: (id: number) => callRoute(api, routes.inform.commentLike, { params: { id } }),
  feedback: (content: string, contact: string) => callRoute(api, routes.inform.feedbackAdd, { body: { content, contact } }),
  collected: (type: 1 | 2 | undefined, page: number) => callRoute(api, routes.inform.myCollects, { query: { type, page } }),
  collect: (type: 1 | 2, collectId: number, on: boolean) =>
    callRoute(api, routes.inform.newsCollect, { query: { collectId, flag: on ? 1 : 0, type } }),
  recommendedNews: (excludeId: number) => callRoute(api, routes.inform.newsRecommend, { body: { size: 6, excludeId } }),
  newsExtras: (id: number) => callRoute(api, routes.inform.newsRecDetail, { query: { id } }),
  messages: (kind: MessageKind, page: number) => callRoute(api, routes.inform.messages, { query: { kind, page } }),
  unread: () => callRoute(api, routes.inform.unreadMessages, {}),
  markRead: (kind: MessageKind) => callRoute(api, routes.inform.readMessages, { body: { kind } }),
  grade: () => callRoute(api, routes.inform.grade, {}),
  personalSpace: (id: number) => callRoute(api, routes.user.personalSpace, { query: { id } }),
  anchorCard: (id: number) => callRoute(api, routes.api.userInfo, { query: { id } }),
};
