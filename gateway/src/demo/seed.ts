import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pickDemoMatches, type DemoMatches } from './demo-matches';
import { demoPortraits, PORTRAIT_HUES } from './demo-portraits';
import { seedChat } from './seed-chat';
import { seedExperts } from './seed-experts';
import { seedCommunity } from './seed-community';
import { seedMedia } from './seed-media';
import { DEMO_RESERVATION_WISHES, seedRooms } from './seed-rooms';
import { seedWallet } from './seed-wallet';
import { balances, banners, hotSearches, liveNavs, newsArticles, newsColumns, rooms, users } from '../db/schema';

/** Any number; only has to be the same in every process that seeds the same database. */
const SEED_LOCK_KEY = 72_540_002;

const HOUR = 3_600_000;

const columns = [
  { columnNo: '1', name: '头条', type: 1, sort: 1 },
  { columnNo: '2', name: '足球', type: 1, sort: 2 },
  { columnNo: '3', name: '篮球', type: 1, sort: 3 },
];

type DemoArticle = { columnNo: string; title: string; authorName: string; paragraphs: string[] };

const articles: DemoArticle[] = [
  {
    columnNo: '1',
    title: '欧冠小组赛末轮前瞻：四支球队争夺最后两个出线名额',
    authorName: '体坛观察',
    paragraphs: [
      '欧冠小组赛即将迎来收官之战，目前仍有四支球队在为最后两个淘汰赛席位拼搏，多个小组的排名要到最后一刻才能揭晓。',
      '从积分形势看，手握主场之利的球队占据一定优势，但客场作战的一方只要拿下胜利同样可以自力更生。主教练们在赛前发布会上都强调了“只看自己”的态度。',
      '伤病仍是各队最大的变数。多名主力在联赛中受伤，能否及时复出将直接影响排兵布阵。',
    ],
  },
  {
    columnNo: '1',
    title: 'NBA常规赛：湖人加时险胜勇士，詹姆斯砍下三双',
    authorName: '篮球前线',
    paragraphs: [
      '在一场跌宕起伏的比赛中，湖人队在加时赛中以128比124击败勇士队，詹姆斯全场贡献31分12篮板11助攻的三双数据。',
      '比赛末节勇士一度领先8分，湖人依靠连续的防守反击追平比分，将比赛拖入加时。加时赛中詹姆斯连得7分，锁定胜局。',
      '赛后詹姆斯表示，球队在逆境中展现出了韧性，这样的胜利对更衣室的信心非常重要。',
    ],
  },
  {
    columnNo: '1',
    title: '中超收官战：争冠悬念保留到最后一轮',
    authorName: '中超速递',
    paragraphs: [
      '本赛季中超联赛的冠军归属将在最后一轮揭晓，积分榜前两名仅相差1分，两队将分别在主场迎战各自的对手。',
      '领头羊只需取胜即可自力夺冠，而排名第二的球队则需要在赢球的同时期待对手失分。',
      '保级方面同样竞争激烈，三支球队都有降级的可能，末轮的每一粒进球都可能改变最终排名。',
    ],
  },
  {
    columnNo: '1',
    title: '梅西迈阿密国际迎来新赛季，美职联揭幕战门票售罄',
    authorName: '环球足球',
    paragraphs: [
      '新赛季美职联揭幕战门票在开售后不到一小时便全部售罄，梅西的影响力依旧在北美持续发酵。',
      '球队在季前赛中进行了多场热身，新援与老将之间的配合逐渐成形。主教练表示，球队的目标是争夺联赛和杯赛的双料冠军。',
      '据悉，揭幕战将在全球多个地区同步转播，预计收视人数将创下联赛新高。',
    ],
  },
  {
    columnNo: '1',
    title: 'CBA常规赛：广东主场大胜，新援外援首秀亮眼',
    authorName: 'CBA观察',
    paragraphs: [
      '广东队在主场以112比89大胜对手，新签外援在首秀中出场28分钟，贡献24分9篮板。',
      '比赛从第二节开始逐渐拉开分差，广东队凭借出色的外线命中率和快攻一度领先超过25分。',
      '主教练赛后称赞了年轻球员的表现，认为轮换阵容的深度是球队本赛季最大的优势。',
    ],
  },
  {
    columnNo: '2',
    title: '英超第15轮：曼城2比1逆转热刺，哈兰德梅开二度',
    authorName: '英超风云',
    paragraphs: [
      '曼城在主场以2比1逆转热刺，哈兰德下半场连入两球，帮助球队继续紧追积分榜榜首。',
      '热刺在上半场凭借一次快速反击率先破门，但下半场曼城加强了边路进攻，终于在第63分钟扳平比分。',
      '第81分钟，哈兰德在禁区内抢点得手完成逆转。这是他本赛季英超的第17粒进球，继续领跑射手榜。',
    ],
  },
  {
    columnNo: '2',
    title: '西甲国家德比：皇马客场3比2力克巴萨',
    authorName: '西甲前沿',
    paragraphs: [
      '本赛季首回合国家德比，皇马在客场以3比2战胜巴萨，继续在积分榜上保持领先。',
      '比赛节奏极快，双方在上半场就互有攻守，各入一球。下半场皇马利用定位球和反击再入两球，巴萨在补时阶段追回一球但为时已晚。',
      '赛后双方主帅都对比赛质量给予了肯定，认为这是一场“配得上国家德比之名”的对决。',
    ],
  },
  {
    columnNo: '2',
    title: 'C罗再度破门，利雅得胜利客场取胜继续领跑沙特联',
    authorName: '环球足球',
    paragraphs: [
      'C罗在比赛第38分钟打入一粒任意球，帮助利雅得胜利在客场以2比0取胜。',
      '这粒进球让C罗本赛季联赛进球数达到20球，继续领跑射手榜。年近四十的他依旧保持着惊人的竞技状态。',
      '球队主帅表示，C罗的职业态度为年轻球员树立了榜样，他在训练中的投入程度丝毫不减。',
    ],
  },
  {
    columnNo: '2',
    title: '意甲焦点战：国际米兰主场1比0小胜尤文图斯',
    authorName: '意甲视点',
    paragraphs: [
      '国际米兰在主场凭借一粒头球以1比0小胜尤文图斯，巩固了积分榜前列的位置。',
      '比赛整体较为胶着，双方防守都十分严密，全场射正次数加起来不足十次。',
      '唯一的进球来自第57分钟的角球进攻，中卫力压防守球员头球破门。',
    ],
  },
  {
    columnNo: '2',
    title: '德甲：拜仁4比0大胜，凯恩上演帽子戏法',
    authorName: '德甲快讯',
    paragraphs: [
      '拜仁慕尼黑在主场以4比0大胜对手，凯恩上演帽子戏法，本赛季德甲进球数已经来到21球。',
      '比赛开场仅6分钟，凯恩就接队友传中首开纪录。此后拜仁牢牢掌控比赛节奏，控球率超过七成。',
      '主教练在赛后表示，球队正在进入最佳状态，接下来将全力备战欧冠淘汰赛。',
    ],
  },
  {
    columnNo: '3',
    title: '东契奇狂砍45分，独行侠客场击败太阳',
    authorName: '篮球前线',
    paragraphs: [
      '东契奇全场31投17中，砍下45分8篮板10助攻，带领独行侠在客场以121比115击败太阳。',
      '太阳在第三节一度反超比分，东契奇在末节独得16分，多次在关键回合命中高难度投篮。',
      '这是东契奇本赛季第五次单场得分超过40分，他在得分榜上的排名继续上升。',
    ],
  },
  {
    columnNo: '3',
    title: '字母哥双20助雄鹿取胜，东部排名升至第二',
    authorName: 'NBA速递',
    paragraphs: [
      '字母哥全场贡献32分21篮板，帮助雄鹿以118比104击败对手，东部排名升至第二位。',
      '雄鹿在篮板球上以58比39占据绝对优势，二次进攻得分达到24分。',
      '主教练表示，球队的防守强度明显提高，这是近期取得连胜的关键。',
    ],
  },
  {
    columnNo: '3',
    title: '凯尔特人终结对手七连胜，塔图姆末节连得12分',
    authorName: 'NBA速递',
    paragraphs: [
      '凯尔特人在主场以109比101击败对手，终结了对方的七连胜势头。',
      '塔图姆在末节连得12分，全场拿下34分，成为球队取胜的关键人物。',
      '凯尔特人全场三分球45投18中，外线火力依旧是球队最大的武器。',
    ],
  },
  {
    columnNo: '3',
    title: 'CBA：辽宁客场险胜北京，比赛最后3秒完成绝杀',
    authorName: 'CBA观察',
    paragraphs: [
      '辽宁队在客场以96比95险胜北京队，比赛最后3秒，后卫突破上篮完成绝杀。',
      '北京队在全场大部分时间保持领先，但末节连续出现失误，被辽宁队抓住机会追上比分。',
      '这场胜利让辽宁队稳居积分榜前三，距离榜首仅有一个胜场的差距。',
    ],
  },
  {
    columnNo: '3',
    title: '全明星投票首轮结果公布：詹姆斯、库里领跑',
    authorName: '篮球前线',
    paragraphs: [
      'NBA全明星首轮投票结果公布，詹姆斯和库里分别在西部前场和后场的得票中排名第一。',
      '东部方面，字母哥和塔图姆的得票位列前场前二，后场则竞争激烈，前三名票数相差不到五万。',
      '本届全明星赛将继续采用球员选秀制，队长将在首发名单公布后选择各自的队员。',
    ],
  },
];

/** The home page's banners and adverts; two banners open the matches the open demo rooms show. */
function bannerRows(matches: DemoMatches) {
  const { football, basketball } = matches;
  return [
    { placeCode: 'home_banner', title: '英超焦点战高清直播', image: '/demo/banner-1.svg', jumpType: 1, innerPageId: 1, targetId: null, outerLink: null, sort: 1 },
    { placeCode: 'home_banner', title: 'NBA常规赛免费直播', image: '/demo/banner-2.svg', jumpType: 1, innerPageId: 2, targetId: null, outerLink: null, sort: 2 },
    {
      placeCode: 'home_banner',
      title: `${football.leagueName} ${football.homeName}vs${football.awayName} 文字直播`,
      image: '/demo/banner-3.svg',
      jumpType: 1,
      innerPageId: 4,
      targetId: String(football.matchId),
      outerLink: null,
      sort: 3,
    },
    {
      placeCode: 'home_banner',
      title: `${basketball.homeName}vs${basketball.awayName}赛事直播`,
      image: '/demo/banner-4.svg',
      jumpType: 1,
      innerPageId: 5,
      targetId: String(basketball.matchId),
      outerLink: null,
      sort: 4,
    },
    { placeCode: 'home_banner', title: '下载APP看球更流畅', image: '/demo/banner-5.svg', jumpType: 2, innerPageId: null, targetId: null, outerLink: 'https://example.com/app', sort: 5 },
    { placeCode: 'home_advert', title: '名家推荐专区', image: '/demo/advert-1.svg', jumpType: 1, innerPageId: 6, targetId: null, outerLink: null, sort: 1 },
    { placeCode: 'home_advert', title: '推荐专家主页', image: '/demo/advert-2.svg', jumpType: 1, innerPageId: 7, targetId: '1', outerLink: null, sort: 2 },
    { placeCode: 'home_live', title: '全部直播', image: '/demo/advert-3.svg', jumpType: 1, innerPageId: 8, targetId: null, outerLink: null, sort: 1 },
    { placeCode: 'home_live', title: '热门直播间', image: '/demo/advert-4.svg', jumpType: 1, innerPageId: 10, targetId: '1', outerLink: null, sort: 2 },
  ];
}

const hotWords = ['英超', '梅西', 'NBA', '湖人', '皇马', '中超', '欧冠', '詹姆斯', 'C罗', 'CBA'];

const navs = [
  { id: 1, name: '足球', sort: 1 },
  { id: 2, name: '篮球', sort: 2 },
  { id: 3, name: '其他', sort: 3 },
  { id: 4, name: '电竞', sort: 4 },
];

const anchors = [
  { nickName: '球评老王', level: 12 },
  { nickName: '篮球小飞侠', level: 9 },
  { nickName: '绿茵解说阿杰', level: 15 },
  { nickName: '电竞少女小鹿', level: 7 },
  { nickName: '足球大表哥', level: 10 },
  { nickName: '灌篮高手阿强', level: null },
];

/** The demo rooms; the first two show the football and basketball matches being played when the demo is seeded. */
const demoRooms = [
  { anchor: 0, navId: 1, title: '足球焦点战 全场解说', isLive: 1 },
  { anchor: 1, navId: 2, title: '篮球焦点战 高清直播', isLive: 1 },
  { anchor: 2, navId: 1, title: '西甲国家德比 赛前分析', isLive: 1 },
  { anchor: 3, navId: 4, title: '英雄联盟职业联赛 陪你看比赛', isLive: 1 },
  { anchor: 4, navId: 1, title: '中超收官战 复盘聊球', isLive: 0 },
  { anchor: 5, navId: 2, title: 'CBA精彩集锦 今晚不见不散', isLive: 0 },
];

/**
 * Fills an empty database with demo content. Safe to run from several processes at once: the
 * transaction-scoped lock makes later callers wait and then find the data already there.
 * Returns whether this call inserted the data. The news reports and the community's posts are
 * written from the matches of the simulator with `simulatorSeed` (42 unless given).
 */
export async function seedDemoData(db: Db, options: { simulatorSeed?: number } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [navCount] = await tx.select({ value: count() }).from(liveNavs);
    if ((navCount?.value ?? 0) > 0) return false;

    await tx.insert(liveNavs).values(navs);
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('live_navs', 'id'), (SELECT max(id) FROM live_navs))`);

    await tx.insert(newsColumns).values(columns).onConflictDoNothing();
    const now = Date.now();
    const simulatorSeed = options.simulatorSeed ?? 42;
    const matches = pickDemoMatches(simulatorSeed, now, DEMO_RESERVATION_WISHES);
    await tx.insert(newsArticles).values(
      articles.map((article, index) => ({
        columnNo: article.columnNo,
        title: article.title,
        summary: article.paragraphs[0] ?? '',
        content: article.paragraphs.join('\n\n'),
        cover: `/demo/news-${(index % 20) + 1}.svg`,
        authorName: article.authorName,
        views: 100 + ((index * 137) % 900),
        publishedAt: new Date(now - index * 3 * HOUR),
      })),
    );

    await tx.insert(banners).values(bannerRows(matches));
    await tx
      .insert(hotSearches)
      .values(hotWords.map((word, index) => ({ word, sort: index + 1 })))
      .onConflictDoNothing();

    const anchorPortraits = await demoPortraits(tx, anchors.map((anchor) => anchor.nickName), PORTRAIT_HUES.anchor);
    const anchorRows = await tx
      .insert(users)
      .values(
        anchors.map((anchor, index) => ({
          mobile: `1380000000${index + 1}`,
          nickName: anchor.nickName,
          portrait: anchorPortraits[index] ?? '',
          level: anchor.level,
          isAnchor: 1,
        })),
      )
      .returning({ id: users.id });
    await tx
      .insert(balances)
      .values(anchorRows.flatMap(({ id }) => [{ userId: id, currency: 'balance', amount: 0 }, { userId: id, currency: 'ticket', amount: 0 }]));

    await tx.insert(rooms).values(
      demoRooms.map((room) => {
        const anchor = anchorRows[room.anchor];
        if (!anchor) throw new Error(`demo room refers to missing anchor ${room.anchor}`);
        return {
          anchorId: anchor.id,
          title: room.title,
          cover: `/demo/room-${(room.anchor % 12) + 1}.svg`,
          notice: '欢迎来到直播间，文明观赛，理性聊球。',
          navId: room.navId,
          isLive: room.isLive,
        };
      }),
    );
    await seedRooms(tx, anchorRows.map(({ id }) => id), matches, now);
    await seedMedia(tx);
    await seedWallet(tx, anchorRows.map(({ id }) => id), now);
    await seedChat(tx, anchorRows.map(({ id }) => id));
    await seedExperts(tx);
    await seedCommunity(tx, anchorRows.map(({ id }) => id), { simulatorSeed, now });
    return true;
  });
}
