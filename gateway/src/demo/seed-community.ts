import { asc, inArray } from 'drizzle-orm';
import { COLLECT_TYPE, type FeedMatchSnapshot, hashSeed, MESSAGE_KIND, seededRandom, sportEntry } from '@portal/contracts';
import { beijingDay } from '../beijing-time';
import type { PictureSpec } from '../community/drawing';
import { drawnPictureUrl } from '../community/drawing';
import type { Db } from '../db/database';
import {
  balances,
  circles,
  collects,
  commentLikes,
  comments,
  communityMessages,
  drawnPictures,
  postLikes,
  postPictures,
  posts,
  users,
} from '../db/schema';
import type { SimulatorModel } from '@portal/simulator';
import { demoWorld } from './demo-matches';
import { demoPortraits, PORTRAIT_HUES } from './demo-portraits';
import { publishArticles } from '../content/articles';
import { inZone } from '../content/roundups';
import { type MatchReport, reportArticle, reportedAt, reportWorthy, writeMatchReport } from '../content/match-reports';
import { ofDeskWindow } from '../content/news-desk';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The most match reports the demo writes from the simulator's finished matches. */
export const DEMO_MATCH_REPORTS = 200;
/** Posts the demo spreads over the circles. */
export const DEMO_POSTS = 120;

/** The demo community's fans: they post, comment and like, and send gifts in the rooms on air. */
export const DEMO_COMMUNITY_USERS = ['看球的阿飞', '红魔死忠', '蓝月亮球迷', '篮板王小李', '中超老球迷', '绿茵追风少年', '夜猫子看NBA', '战术板分析师', '主场十二人', '边裁也疯狂'];

/** The demo community's fans as the database has them, by id. */
export const demoFans = (db: Db): Promise<{ id: number }[]> =>
  db.select({ id: users.id }).from(users).where(inArray(users.nickName, DEMO_COMMUNITY_USERS)).orderBy(asc(users.id));

const demoCircles = [
  { name: '综合讨论', description: '聊球聊生活，什么都可以聊', league: null, hue: 210 },
  { name: '英超', description: '英格兰超级联赛球迷圈', league: '英超', hue: 280 },
  { name: '西甲', description: '西班牙甲级联赛球迷圈', league: '西甲', hue: 10 },
  { name: '意甲', description: '意大利甲级联赛球迷圈', league: '意甲', hue: 200 },
  { name: '德甲', description: '德国甲级联赛球迷圈', league: '德甲', hue: 0 },
  { name: '中超', description: '中国足球超级联赛球迷圈', league: '中超', hue: 30 },
  { name: 'NBA', description: '美国职业篮球联赛球迷圈', league: 'NBA', hue: 20 },
  { name: 'CBA', description: '中国男子篮球职业联赛球迷圈', league: 'CBA', hue: 45 },
];

const finished = (match: FeedMatchSnapshot) => match.state === sportEntry(match.sport).states.finished;

/**
 * The finished matches the demo reports, newest first: those the news desk reports as they end
 * ({@link reportWorthy}) in its window ({@link ofDeskWindow}), at most {@link DEMO_MATCH_REPORTS}.
 */
export function reportedMatches(model: SimulatorModel): FeedMatchSnapshot[] {
  return [...model.snapshots()]
    .filter((match) => finished(match) && ofDeskWindow(match, model.now) && reportWorthy(model.reference.league(match.leagueId)?.kind ?? 'league', match.id))
    .sort((a, b) => b.kickoffAt - a.kickoffAt || a.id - b.id)
    .slice(0, DEMO_MATCH_REPORTS);
}

/** A finished match's report, as the news desk writes one, from the simulated world's snapshot; `names` are the world's players'. */
function reportOf(model: SimulatorModel, snapshot: FeedMatchSnapshot, names: ReadonlyMap<number, string>): MatchReport | null {
  const league = model.reference.league(snapshot.leagueId);
  const homeTeam = model.reference.team(snapshot.homeTeamId);
  const awayTeam = model.reference.team(snapshot.awayTeamId);
  if (!league || !homeTeam || !awayTeam) return null;
  const match = { ...snapshot, home: { id: homeTeam.id, name: homeTeam.shortName }, away: { id: awayTeam.id, name: awayTeam.shortName } };
  return writeMatchReport(match, league, (id) => names.get(id) ?? '');
}

const postTemplates = [
  (r: MatchReport) => `${r.match.home.name}和${r.match.away.name}这场${r.match.homeScore}:${r.match.awayScore}，你们怎么看？`,
  (r: MatchReport) => `刚看完${r.league.shortName}，${r.match.home.name}今天的表现${r.match.homeScore >= r.match.awayScore ? '真不错' : '有点拉胯'}。`,
  (r: MatchReport) => `${r.match.away.name}客场${r.match.awayScore > r.match.homeScore ? '赢球' : '没赢'}，主教练的换人值得讨论一下。`,
  (r: MatchReport) => `${r.league.shortName}这轮最佳应该给谁？我投${r.match.homeScore >= r.match.awayScore ? r.match.home.name : r.match.away.name}的核心。`,
  (r: MatchReport) =>
    r.match.homeScore > r.match.awayScore
      ? `赛前我就看好${r.match.home.name}，结果${r.match.homeScore}:${r.match.awayScore}，果然没看走眼。`
      : `赛前我猜${r.match.home.name}赢，结果${r.match.homeScore}:${r.match.awayScore}，这就是${sportEntry(r.match.sport).name}吧。`,
  (r: MatchReport) => `有没有一起看${r.league.shortName}的？下一轮${r.match.home.name}的比赛我在直播间等你们。`,
];
/**
 * Posts in the circle of a league whose season is over and which had no match to talk about in
 * the days before: its fans on the champion, the runner-up and those relegated, as the final table
 * has them, from a few hours after the last match on.
 */
function offSeasonPosts(
  model: SimulatorModel,
  circleList: typeof demoCircles,
  circleRows: readonly { id: number }[],
  talkedAbout: readonly MatchReport[],
  now: number,
): { circleId: number; title: string; content: string; createdAt: Date }[] {
  return circleList.flatMap((circle, index) => {
    const league = model.reference.leagues.find((l) => l.shortName === circle.league && l.kind === 'league');
    const circleId = circleRows[index]?.id;
    if (league === undefined || circleId === undefined || talkedAbout.some((report) => report.league.id === league.id)) return [];
    const matches = model.seasons.fixtures(league.seasonId)?.rounds.flatMap((round) => round.matches) ?? [];
    const group = model.seasons.standings(league.seasonId, 'total')?.groups[0];
    const [champion, second] = group?.rows ?? [];
    if (matches.length === 0 || matches.some((match) => !match.finished) || champion === undefined || second === undefined) return [];
    const name = (teamId: number) => model.reference.team(teamId)?.shortName ?? '';
    const relegated = (group?.zones ?? []).filter((zone) => zone.kind === 'bottom').flatMap((zone) => inZone(group?.rows ?? [], zone));
    const lastKickoff = Math.max(...matches.map((match) => match.kickoffAt));
    const lines = [
      { title: `${circle.league}收官讨论`, content: `${circle.league}收官了，恭喜${name(champion.teamId)}夺冠！${champion.won}胜${champion.drawn}平${champion.lost}负积${champion.points}分，实至名归。` },
      { title: '', content: `${name(second.teamId)}最后${second.points}分，${champion.points === second.points ? '只输在净胜球上' : `只差${champion.points - second.points}分`}，明年再来。` },
      ...(relegated.length > 0 ? [{ title: '', content: `${relegated.map((row) => name(row.teamId)).join('和')}降级了，有点可惜，希望早日回来。` }] : []),
      { title: '', content: `休赛期了，大家觉得${name(champion.teamId)}明年还能卫冕吗？` },
    ];
    return lines.map((line, n) => ({ circleId, ...line, createdAt: new Date(Math.min(now - (n + 1) * HOUR, lastKickoff + (3 + n * 7) * HOUR)) }));
  });
}

const commentTexts = ['说得有道理', '完全同意楼主', '我不这么看，防守太差了', '下一场继续看好', '裁判有点问题', '这场比赛真精彩', '哈哈哈哈', '主教练该下课了吧', '数据不会说谎', '求直播间链接'];

/**
 * The demo's news and community: match reports written from the simulator's finished matches of
 * the last two days (score cards drawn from their result), circles, demo users' and anchors' posts
 * with pictures, comments, replies and likes. Deterministic from the simulator seed and the day.
 */
export async function seedCommunity(db: Db, anchorIds: readonly number[], options: { simulatorSeed: number; now: number }): Promise<void> {
  const { now } = options;
  const random = seededRandom(hashSeed('community', options.simulatorSeed, beijingDay(now)));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const portraits = await demoPortraits(db, DEMO_COMMUNITY_USERS, PORTRAIT_HUES.fan);
  const userRows = await db
    .insert(users)
    .values(DEMO_COMMUNITY_USERS.map((nickName, index) => ({ mobile: `1880000${String(index + 1).padStart(4, '0')}`, nickName, portrait: portraits[index] ?? '' })))
    .returning({ id: users.id });
  const fanIds = userRows.map((row) => row.id);
  await db.insert(balances).values(fanIds.flatMap((userId) => [{ userId, currency: 'balance', amount: 0 }, { userId, currency: 'ticket', amount: 0 }]));
  const everyone = [...fanIds, ...anchorIds];

  const circleRows = await db
    .insert(circles)
    .values(demoCircles.map(({ name, description, hue }, index) => ({ name, description, hue, sort: index + 1 })))
    .returning({ id: circles.id, name: circles.name });
  await db.insert(drawnPictures).values(
    circleRows.map((circle, index) => ({ spec: { kind: 'circle', circleId: circle.id, name: circle.name, hue: demoCircles[index]?.hue ?? 0 } satisfies PictureSpec })),
  );
  const circleOfLeague = new Map(demoCircles.map((circle, index) => [circle.league ?? '', circleRows[index]?.id ?? 0]));
  const generalCircle = circleRows[0]?.id ?? 0;

  // Match reports, newest match first.
  const model = demoWorld(options.simulatorSeed, now);
  const names = new Map(model.reference.players.map((player) => [player.id, player.name]));
  const reports = reportedMatches(model)
    .map((match) => reportOf(model, match, names))
    .filter((report): report is MatchReport => report !== null);
  const articleIds = await publishArticles(
    db,
    reports.map((report) => reportArticle(report, reportedAt(report.match, now - MINUTE), 50 + Math.floor(random() * 2000))),
  );

  // Posts about those matches, in their league's circle or the general one; the circles' leagues first.
  const talkedAbout = [...reports.filter((report) => circleOfLeague.has(report.league.shortName)), ...reports.filter((report) => !circleOfLeague.has(report.league.shortName))];
  const postValues = Array.from({ length: DEMO_POSTS }, (_, index) => {
    const report = talkedAbout[index % Math.max(1, talkedAbout.length)];
    const authorId = index % 5 === 0 ? pick(anchorIds) : pick(fanIds);
    const content = report ? (postTemplates[index % postTemplates.length] as (r: MatchReport) => string)(report) : '今天有什么好比赛推荐吗？';
    return {
      circleId: report ? (circleOfLeague.get(report.league.shortName) ?? generalCircle) : generalCircle,
      authorId,
      title: report && index % 3 === 0 ? `${report.match.home.name} vs ${report.match.away.name} 赛后聊` : '',
      content,
      createdAt: new Date(now - (index + 1) * 17 * MINUTE),
      report,
    };
  });
  postValues.push(...offSeasonPosts(model, demoCircles, circleRows, talkedAbout, now).map((post) => ({ ...post, authorId: pick(fanIds), report: undefined })));
  const postRows = await db
    .insert(posts)
    .values(postValues.map(({ report: _report, ...post }) => post))
    .returning({ id: posts.id, authorId: posts.authorId });
  const pictured = postValues.flatMap((post, index) => (index % 4 === 0 && post.report ? [{ index, spec: post.report.cover }] : []));
  const postPictureIds = await db
    .insert(drawnPictures)
    .values(pictured.map(({ spec }) => ({ spec })))
    .returning({ id: drawnPictures.id });
  if (pictured.length > 0) {
    await db.insert(postPictures).values(
      pictured.map(({ index }, at) => {
        const id = postPictureIds[at]?.id ?? 0;
        return { userId: postRows[index]?.authorId ?? 0, postId: postRows[index]?.id ?? null, url: drawnPictureUrl(id), thumbUrl: drawnPictureUrl(id, true), width: 640, height: 360 };
      }),
    );
  }

  const likes: Array<{ postId: number; userId: number; createdAt: Date }> = [];
  const threads: Array<typeof comments.$inferInsert> = [];
  for (const [index, post] of postRows.entries()) {
    const at = postValues[index]?.createdAt.getTime() ?? now;
    for (const userId of everyone) if (userId !== post.authorId && random() < 0.3) likes.push({ postId: post.id, userId, createdAt: new Date(at + MINUTE) });
    const commentCount = Math.floor(random() * 4);
    for (let c = 0; c < commentCount; c += 1) {
      threads.push({ postId: post.id, authorId: pick(everyone), content: pick(commentTexts), createdAt: new Date(at + (c + 2) * MINUTE) });
    }
  }
  if (likes.length > 0) await db.insert(postLikes).values(likes).onConflictDoNothing();
  const commentRows = threads.length > 0 ? await db.insert(comments).values(threads).returning({ id: comments.id, postId: comments.postId, authorId: comments.authorId, content: comments.content, createdAt: comments.createdAt }) : [];
  const replies = commentRows
    .filter((_, index) => index % 3 === 0)
    .map((comment) => ({
      postId: comment.postId,
      parentId: comment.id,
      authorId: pick(everyone),
      replyToUserId: comment.authorId,
      content: pick(commentTexts),
      createdAt: new Date(comment.createdAt.getTime() + MINUTE),
    }));
  const replyRows = replies.length > 0 ? await db.insert(comments).values(replies).returning({ id: comments.id }) : [];

  // The message centre as those comments, replies and likes would have filled it.
  const authorOfPost = new Map(postRows.map((post) => [post.id, post.authorId]));
  const notices: Array<typeof communityMessages.$inferInsert> = [
    ...commentRows.flatMap((comment) => {
      const owner = authorOfPost.get(comment.postId ?? 0);
      return owner === undefined || owner === comment.authorId
        ? []
        : [{ userId: owner, kind: MESSAGE_KIND.REPLY, actorId: comment.authorId, postId: comment.postId, commentId: comment.id, text: `评论了你的帖子：${comment.content}`, createdAt: comment.createdAt }];
    }),
    ...replies.flatMap((reply, index) =>
      reply.replyToUserId === reply.authorId
        ? []
        : [{ userId: reply.replyToUserId, kind: MESSAGE_KIND.REPLY, actorId: reply.authorId, postId: reply.postId, commentId: replyRows[index]?.id, text: `回复了你：${reply.content}`, createdAt: reply.createdAt }],
    ),
    ...likes.map((like) => ({ userId: authorOfPost.get(like.postId) ?? null, kind: MESSAGE_KIND.LIKE, actorId: like.userId, postId: like.postId, text: '赞了你的帖子', createdAt: like.createdAt })),
  ];
  if (notices.length > 0) await db.insert(communityMessages).values(notices);
  const commentLikeRows = commentRows.filter(() => random() < 0.4).map((comment) => ({ commentId: comment.id, userId: pick(everyone) }));
  if (commentLikeRows.length > 0) await db.insert(commentLikes).values(commentLikeRows).onConflictDoNothing();

  const firstFan = fanIds[0];
  if (firstFan !== undefined && articleIds[0] !== undefined) {
    await db.insert(collects).values({ userId: firstFan, type: COLLECT_TYPE.NEWS, targetId: articleIds[0] });
  }
  await db.insert(communityMessages).values({ userId: null, kind: MESSAGE_KIND.SYSTEM, actorId: null, text: '欢迎来到社区！文明发言，理性看球，发帖和评论都能获得经验。', createdAt: new Date(now - 2 * 24 * HOUR) });
}
