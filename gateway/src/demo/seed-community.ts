import { COLLECT_TYPE, type FeedCompetitionKind, type FeedMatchSnapshot, hashSeed, MESSAGE_KIND, seededRandom } from '@portal/contracts';
import { beijingDay } from '../beijing-time';
import type { PictureSpec } from '../community/drawing';
import { drawnPictureUrl } from '../community/drawing';
import { raiseLevel } from '../community/grade';
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
import type { SimulatorModel } from '../simulator';
import { demoWorld } from './demo-matches';
import { demoPortraits, PORTRAIT_HUES } from './demo-portraits';
import { insertDemoArticles } from './news-articles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The most match reports the demo writes from the simulator's finished matches. */
export const DEMO_MATCH_REPORTS = 200;
/** Friendlies reported per league or cup match reported, in each sport. */
const FRIENDLIES_PER_COMPETITIVE_REPORT = 1 / 3;
/** Posts the demo spreads over the circles. */
export const DEMO_POSTS = 120;

/** The demo community's fans: they post, comment and like, and send gifts in the rooms on air. */
export const DEMO_COMMUNITY_USERS = ['看球的阿飞', '红魔死忠', '蓝月亮球迷', '篮板王小李', '中超老球迷', '绿茵追风少年', '夜猫子看NBA', '战术板分析师', '主场十二人', '边裁也疯狂'];

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

type Report = {
  match: FeedMatchSnapshot;
  league: string;
  home: string;
  away: string;
  title: string;
  paragraphs: string[];
  spec: PictureSpec;
};

const finished = (match: FeedMatchSnapshot) => (match.sport === 'football' ? match.state === 8 : match.state === 10);

/**
 * The finished matches the demo reports, newest first: every league and cup match, and in each
 * sport friendlies, one for every three of those. Most finished matches are friendlies; the news
 * follows the leagues and cups, as its readers do.
 */
export function reportedMatches(model: SimulatorModel): FeedMatchSnapshot[] {
  const newestFirst = [...model.snapshots()].filter(finished).sort((a, b) => b.kickoffAt - a.kickoffAt || a.id - b.id);
  const friendly = (match: FeedMatchSnapshot) => model.reference.league(match.leagueId)?.kind === 'friendly';
  const reported = new Set<FeedMatchSnapshot>();
  for (const sport of ['football', 'basketball'] as const) {
    const ofSport = newestFirst.filter((match) => match.sport === sport);
    const competitive = ofSport.filter((match) => !friendly(match));
    // Friendlies spread over the days, as the league and cup matches are, not the last few hours'.
    const friendlies = ofSport.filter(friendly);
    const quota = Math.floor(competitive.length * FRIENDLIES_PER_COMPETITIVE_REPORT);
    const step = Math.max(1, Math.floor(friendlies.length / Math.max(1, quota)));
    const spread = friendlies.filter((_, index) => index % step === 0).slice(0, quota);
    for (const match of [...competitive, ...spread]) reported.add(match);
  }
  return newestFirst.filter((match) => reported.has(match)).slice(0, DEMO_MATCH_REPORTS);
}

/** A report's last line: a friendly has no table, and a cup's group or tie is not a league's. */
function closingLine(kind: FeedCompetitionKind, league: string, winner: string | null, loser: string): string {
  if (kind === 'friendly') return winner ? `这场热身赛让${winner}收获信心，${loser}则暴露出一些需要解决的问题。` : '双方握手言和，两队教练组都借此检验了阵容。';
  if (kind === 'cup') return winner ? `凭借这场胜利，${winner}在${league}中占得先机，${loser}需要在下一场扳回局面。` : '双方战平，晋级形势要等下一场才能明朗。';
  return winner ? `凭借这场胜利，${winner}在${league}积分榜上继续向前，而${loser}需要尽快调整状态。` : '双方各取一分，积分榜上的竞争将延续到下一轮。';
}

function writeReport(model: SimulatorModel, match: FeedMatchSnapshot): Report | null {
  const league = model.reference.league(match.leagueId);
  const homeTeam = model.reference.team(match.homeTeamId);
  const awayTeam = model.reference.team(match.awayTeamId);
  if (!league || !homeTeam || !awayTeam) return null;
  const home = homeTeam.shortName;
  const away = awayTeam.shortName;
  const player = (id: number | undefined) => (id === undefined ? '' : (model.reference.players.find((candidate) => candidate.id === id)?.name ?? ''));
  const side = (team: 'home' | 'away') => (team === 'home' ? home : away);
  const score = `${match.homeScore}比${match.awayScore}`;
  const winner = match.homeScore > match.awayScore ? home : match.awayScore > match.homeScore ? away : null;
  const loser = winner === home ? away : home;
  // A title that names the winner first gives the winner's score first.
  const winnerFirst = winner === away ? `${match.awayScore}比${match.homeScore}` : score;
  const friendly = league.kind === 'friendly';
  const paragraphs: string[] = [];
  let title: string;

  if (match.sport === 'football') {
    const goals = match.incidents.filter((incident) => incident.kind === 'goal' || incident.kind === 'penalty' || incident.kind === 'own_goal');
    const reds = match.incidents.filter((incident) => incident.kind === 'red' || incident.kind === 'second_yellow');
    title = winner ? `${league.shortName}：${winner}${Math.abs(match.homeScore - match.awayScore) >= 3 ? '大胜' : '力克'}${loser}，比分${winnerFirst}` : `${league.shortName}：${home}${score}战平${away}`;
    paragraphs.push(
      `${league.name}${friendly ? '一场热身赛' : '一场焦点战'}落下帷幕，${home}主场迎战${away}，全场比分${match.homeScore}:${match.awayScore}${match.halfScore ? `（半场${match.halfScore[0]}:${match.halfScore[1]}）` : ''}。`,
    );
    if (goals.length > 0) {
      const lines = goals.map((goal) => {
        const who = player(goal.playerId);
        if (goal.kind === 'own_goal') return `第${goal.minute}分钟，${who || '对方球员'}自摆乌龙，${side(goal.team)}得分`;
        return `第${goal.minute}分钟，${side(goal.team)}${who ? `的${who}` : ''}${goal.kind === 'penalty' ? '点球命中' : '破门'}${goal.score ? `，比分变为${goal.score[0]}:${goal.score[1]}` : ''}`;
      });
      paragraphs.push(`进球过程：${lines.join('；')}。`);
    } else {
      paragraphs.push('双方全场互交白卷，门将成为了比赛的主角。');
    }
    if (reds.length > 0) {
      paragraphs.push(`比赛中出现红牌：${reds.map((card) => `第${card.minute}分钟${side(card.team)}${player(card.playerId) || '一名球员'}被罚下`).join('，')}，改变了场上局势。`);
    }
    if (match.stats.sport === 'football') {
      const { home: h, away: a } = match.stats;
      paragraphs.push(`技术统计方面，${home}控球率${h.possession}%，射门${h.shots}次（射正${h.shotsOnTarget}次）；${away}控球率${a.possession}%，射门${a.shots}次（射正${a.shotsOnTarget}次）。角球数${match.homeCorner}:${match.awayCorner}，黄牌数${match.homeYellow}:${match.awayYellow}。`);
    }
  } else {
    title = `${league.shortName}：${winner ?? home}${winnerFirst}${winner ? '击败' : '战平'}${loser}`;
    const quarters = match.quarterScores.map((quarter, index) => `${index < 4 ? `第${index + 1}节` : `加时${index - 3}`}${quarter[0]}:${quarter[1]}`);
    paragraphs.push(`${league.name}${league.kind === 'league' ? '常规赛' : ''}，${home}主场对阵${away}，最终比分${match.homeScore}:${match.awayScore}。`);
    paragraphs.push(`各节比分：${quarters.join('，')}。`);
    if (match.stats.sport === 'basketball') {
      const best = (players: typeof match.stats.home.players) => players.reduce((top, row) => (row.points > (top?.points ?? -1) ? row : top), players[0]);
      const homeBest = best(match.stats.home.players);
      const awayBest = best(match.stats.away.players);
      if (homeBest) paragraphs.push(`${home}方面，${player(homeBest.playerId)}拿下${homeBest.points}分${homeBest.rebounds}篮板${homeBest.assists}助攻。`);
      if (awayBest) paragraphs.push(`${away}方面，${player(awayBest.playerId)}贡献${awayBest.points}分${awayBest.rebounds}篮板${awayBest.assists}助攻。`);
      paragraphs.push(`全队三分球${home}${match.stats.home.team.threePointsScored}/${match.stats.home.team.threePointsTotal}，${away}${match.stats.away.team.threePointsScored}/${match.stats.away.team.threePointsTotal}；篮板${match.stats.home.team.rebounds}:${match.stats.away.team.rebounds}。`);
    }
  }
  paragraphs.push(closingLine(league.kind, league.shortName, winner, loser));
  return {
    match,
    league: league.shortName,
    home,
    away,
    title,
    paragraphs,
    spec: {
      kind: 'score',
      league: league.shortName,
      home,
      away,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      homeHue: hashSeed('logo', homeTeam.id) % 360,
      awayHue: hashSeed('logo', awayTeam.id) % 360,
      note: '全场比赛结束',
    },
  };
}

const postTemplates = [
  (r: Report) => `${r.home}和${r.away}这场${r.match.homeScore}:${r.match.awayScore}，你们怎么看？`,
  (r: Report) => `刚看完${r.league}，${r.home}今天的表现${r.match.homeScore >= r.match.awayScore ? '真不错' : '有点拉胯'}。`,
  (r: Report) => `${r.away}客场${r.match.awayScore > r.match.homeScore ? '赢球' : '没赢'}，主教练的换人值得讨论一下。`,
  (r: Report) => `${r.league}这轮最佳应该给谁？我投${r.match.homeScore >= r.match.awayScore ? r.home : r.away}的核心。`,
  (r: Report) =>
    r.match.homeScore > r.match.awayScore
      ? `赛前我就看好${r.home}，结果${r.match.homeScore}:${r.match.awayScore}，果然没看走眼。`
      : `赛前我猜${r.home}赢，结果${r.match.homeScore}:${r.match.awayScore}，这就是${r.match.sport === 'football' ? '足球' : '篮球'}吧。`,
  (r: Report) => `有没有一起看${r.league}的？下一轮${r.home}的比赛我在直播间等你们。`,
];
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
  const reports = reportedMatches(model)
    .map((match) => writeReport(model, match))
    .filter((report): report is Report => report !== null);
  // 头条 takes every other report of a league or cup match, never a friendly's; the rest go to their sport's column.
  const leagueReports = reports.filter((report) => model.reference.league(report.match.leagueId)?.kind !== 'friendly');
  const headlines = new Set(leagueReports.filter((_, index) => index % 2 === 0));
  const columnOf = (report: Report) => (headlines.has(report) ? '1' : report.match.sport === 'football' ? '2' : '3');
  const articleIds = await insertDemoArticles(
    db,
    reports.map((report) => ({
      columnNo: columnOf(report),
      title: report.title,
      paragraphs: report.paragraphs,
      authorName: report.match.sport === 'football' ? '足球快讯' : '篮球快讯',
      views: 50 + Math.floor(random() * 2000),
      publishedAt: new Date(Math.min(now - MINUTE, report.match.kickoffAt + (report.match.sport === 'football' ? 2 : 2.5) * HOUR)),
      cover: report.spec,
      teamIds: [report.match.homeTeamId, report.match.awayTeamId],
      leagueName: report.league,
      matchId: report.match.id,
    })),
  );

  // Posts about those matches, in their league's circle or the general one; the circles' leagues first.
  const talkedAbout = [...reports.filter((report) => circleOfLeague.has(report.league)), ...reports.filter((report) => !circleOfLeague.has(report.league))];
  const postValues = Array.from({ length: DEMO_POSTS }, (_, index) => {
    const report = talkedAbout[index % Math.max(1, talkedAbout.length)];
    const authorId = index % 5 === 0 ? pick(anchorIds) : pick(fanIds);
    const content = report ? (postTemplates[index % postTemplates.length] as (r: Report) => string)(report) : '今天有什么好比赛推荐吗？';
    return {
      circleId: report ? (circleOfLeague.get(report.league) ?? generalCircle) : generalCircle,
      authorId,
      title: report && index % 3 === 0 ? `${report.home} vs ${report.away} 赛后聊` : '',
      content,
      createdAt: new Date(now - (index + 1) * 17 * MINUTE),
      report,
    };
  });
  const postRows = await db
    .insert(posts)
    .values(postValues.map(({ report: _report, ...post }) => post))
    .returning({ id: posts.id, authorId: posts.authorId });
  const pictured = postValues.flatMap((post, index) => (index % 4 === 0 && post.report ? [{ index, spec: post.report.spec }] : []));
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
  for (const userId of everyone) await raiseLevel(db, userId);
  await db.insert(communityMessages).values({ userId: null, kind: MESSAGE_KIND.SYSTEM, actorId: null, text: '欢迎来到社区！文明发言，理性看球，发帖和评论都能获得经验。', createdAt: new Date(now - 2 * 24 * HOUR) });
}
