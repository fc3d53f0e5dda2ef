import {
  ATTENTION_TYPE,
  type AnchorCard,
  type AttentionAnchor,
  type Circle,
  type CommentPage,
  type Grade,
  type LikeResult,
  OPERATE_TYPE,
  type OperAttentionResponse,
  type PersonalSpace,
  type Post,
  type PostPage,
  type RoomCard,
  ROOM_TYPE,
  type UserCenterInfo,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helper';
import { buildRoomsApp, demoAnchor, signedInUser } from './rooms/support';

// A user's level, a post's comments and likes, a comment's likes and an anchor's followers are
// each counted from their rows in one place (src/figures.ts): every call that shows one shows the same.

let ctx: TestApp & { client: Awaited<ReturnType<typeof buildRoomsApp>>['client'] };
beforeAll(async () => {
  ctx = await buildRoomsApp();
}, 60_000);
afterAll(() => ctx?.close());

const get = <T>(url: string, token?: string) => ctx.client.get<T>(url, token).then((answer) => answer.data);
const post = <T>(url: string, body: object, token?: string) => ctx.client.post<T>(url, body, token).then((answer) => answer.data);

/** The level of a user on every call that shows it, by call; `token` is theirs. */
async function levelsShown(userId: number, token: string, seen: { postId?: number; anchorOf?: { fanToken: string; roomId: number } } = {}) {
  const shown: Record<string, number | null | undefined> = {
    '/user/center/info': (await get<UserCenterInfo>('/user/center/info', token)).level,
    '/user/info/personal-space': (await get<PersonalSpace>(`/user/info/personal-space?id=${userId}`)).level,
    '/inform/grade/my': (await get<Grade>('/inform/grade/my', token)).level,
    '/api/user/info': (await get<AnchorCard>(`/api/user/info?id=${userId}`)).level,
  };
  if (seen.postId !== undefined) {
    shown['/inform/post/list/general'] = (await post<PostPage>('/inform/post/list/general', { authorId: userId, pageSize: 50 })).list.find((p) => p.id === seen.postId)?.author.level;
    shown['/inform/post/detail'] = (await get<Post>(`/inform/post/detail/${seen.postId}`)).author.level;
    const comments = await get<CommentPage>(`/inform/comment/list/byPost?postId=${seen.postId}&page=1&pageSize=50`);
    shown['/inform/comment/list/byPost'] = [...comments.list, ...comments.list.flatMap((thread) => thread.replies)].find((c) => c.author.id === userId)?.author.level;
  }
  if (seen.anchorOf !== undefined) {
    const followed = await get<{ list: AttentionAnchor[] }>(`/api/attention/pageAttention?attentionType=${ATTENTION_TYPE.ANCHOR}&pageSize=50`, seen.anchorOf.fanToken);
    shown['/api/attention/pageAttention'] = followed.list.find((anchor) => anchor.anchorId === userId)?.level;
    const rooms = await get<{ list: RoomCard[] }>(`/api/room/page?roomType=${ROOM_TYPE.ALL}&roomId=${seen.anchorOf.roomId}`);
    shown['/api/room/page'] = rooms.list.find((room) => room.anchorId === userId)?.level;
  }
  return shown;
}

const everywhere = (shown: Record<string, number | null | undefined>, level: number) => Object.fromEntries(Object.keys(shown).map((call) => [call, level]));

describe("a user's level", () => {
  it('is the grade ladder\'s first for a new user, on /v/home, in the popover and on /v/grade alike', async () => {
    const fresh = await signedInUser(ctx.database.db);
    const shown = await levelsShown(fresh.id, fresh.token);
    expect(shown).toEqual(everywhere(shown, 1));
  });

  it('follows what the user did, and every call shows the same one as it moves', async () => {
    const anchor = await demoAnchor(ctx.database.db, '足球大表哥');
    const fan = await signedInUser(ctx.database.db);
    await get<OperAttentionResponse>(`/api/attention/operAttention?type=${ATTENTION_TYPE.ANCHOR}&operateType=${OPERATE_TYPE.ADD}&targetId=${anchor.id}`, fan.token);
    const circle = (await get<Circle[]>('/inform/circle/list'))[1]!;
    const before = (await get<Grade>('/inform/grade/my', anchor.token)).experience;
    // Enough posts to climb a level, whatever the demo had them do before.
    let written: Post | undefined;
    for (let n = 0; n < 3; n += 1) written = await post<Post>('/inform/post/addSave', { circleId: circle.id, content: `今晚第${n + 1}场，大家来聊`, pictureIds: [] }, anchor.token);
    await post('/inform/comment/reply', { postId: written!.id, content: '我先说两句' }, anchor.token);
    await get<LikeResult>(`/inform/post/like/${written!.id}`, fan.token);

    const grade = await get<Grade>('/inform/grade/my', anchor.token);
    expect(grade.experience).toBe(before + 3 * 10 + 3 + 1);
    const shown = await levelsShown(anchor.id, anchor.token, { postId: written!.id, anchorOf: { fanToken: fan.token, roomId: anchor.roomId } });
    expect(Object.keys(shown)).toHaveLength(9);
    expect(shown).toEqual(everywhere(shown, grade.level));
  });
});

describe("a post's comments and likes, a comment's likes", () => {
  it('are the same in the feed, on the post\'s page, in its comments and in a toggle\'s answer', async () => {
    const author = await signedInUser(ctx.database.db);
    const [first, second] = [await signedInUser(ctx.database.db), await signedInUser(ctx.database.db)];
    const circle = (await get<Circle[]>('/inform/circle/list'))[1]!;
    const written = await post<Post>('/inform/post/addSave', { circleId: circle.id, content: '这场比赛的裁判尺度怎么看', pictureIds: [] }, author.token);
    const thread = await post<{ id: number }>('/inform/comment/reply', { postId: written.id, content: '尺度偏松' }, first.token);
    await post('/inform/comment/reply', { postId: written.id, parentId: thread.id, content: '同意' }, second.token);
    await get<LikeResult>(`/inform/post/like/${written.id}`, first.token);
    const liked = await get<LikeResult>(`/inform/post/like/${written.id}`, second.token);
    const commentLiked = await get<LikeResult>(`/inform/comment/like/${thread.id}`, second.token);

    const inFeed = (await post<PostPage>('/inform/post/list/general', { authorId: author.id })).list.find((p) => p.id === written.id)!;
    const onPage = await get<Post>(`/inform/post/detail/${written.id}`);
    const comments = await get<CommentPage>(`/inform/comment/list/byPost?postId=${written.id}&page=1&pageSize=10`);
    // One thread of a comment and its reply: two comments, on every call that counts them.
    expect(comments.total).toBe(1);
    expect({ feed: inFeed.commentCount, page: onPage.commentCount, comments: comments.commentCount }).toEqual({ feed: 2, page: 2, comments: 2 });
    expect({ feed: inFeed.likeCount, page: onPage.likeCount, toggle: liked.likeCount }).toEqual({ feed: 2, page: 2, toggle: 2 });
    expect({ list: comments.list[0]?.likeCount, toggle: commentLiked.likeCount }).toEqual({ list: 1, toggle: 1 });

    // Taking a like back moves every count together.
    const unliked = await get<LikeResult>(`/inform/post/like/${written.id}`, first.token);
    expect(unliked).toEqual({ liked: false, likeCount: 1 });
    expect((await get<Post>(`/inform/post/detail/${written.id}`)).likeCount).toBe(1);
    expect((await post<PostPage>('/inform/post/list/general', { authorId: author.id })).list.find((p) => p.id === written.id)?.likeCount).toBe(1);
  });
});

describe("an anchor's followers", () => {
  it('are the same in a follow\'s answer, on the anchor\'s card, their personal space, their room\'s card and the fan\'s follows', async () => {
    const anchor = await demoAnchor(ctx.database.db, '灌篮高手阿强');
    const fan = await signedInUser(ctx.database.db);
    const followed = await get<OperAttentionResponse>(`/api/attention/operAttention?type=${ATTENTION_TYPE.ANCHOR}&operateType=${OPERATE_TYPE.ADD}&targetId=${anchor.id}`, fan.token);
    const shown = {
      follow: followed.followerCount,
      card: (await get<AnchorCard>(`/api/user/info?id=${anchor.id}`)).followerCount,
      space: (await get<PersonalSpace>(`/user/info/personal-space?id=${anchor.id}`)).followerCount,
      room: (await get<{ list: RoomCard[] }>(`/api/room/page?roomType=${ROOM_TYPE.ALL}&roomId=${anchor.roomId}`)).list.find((room) => room.anchorId === anchor.id)?.followerCount,
      follows: (await get<{ list: AttentionAnchor[] }>(`/api/attention/pageAttention?attentionType=${ATTENTION_TYPE.ANCHOR}`, fan.token)).list.find((a) => a.anchorId === anchor.id)?.followerCount,
    };
    expect(shown).toEqual({ follow: followed.followerCount, card: followed.followerCount, space: followed.followerCount, room: followed.followerCount, follows: followed.followerCount });
    const unfollowed = await get<OperAttentionResponse>(`/api/attention/operAttention?type=${ATTENTION_TYPE.ANCHOR}&operateType=${OPERATE_TYPE.CANCEL}&targetId=${anchor.id}`, fan.token);
    expect(unfollowed.followerCount).toBe(followed.followerCount - 1);
    expect((await get<AnchorCard>(`/api/user/info?id=${anchor.id}`)).followerCount).toBe(unfollowed.followerCount);
  });
});
