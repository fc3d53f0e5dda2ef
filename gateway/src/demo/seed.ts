import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoWorld, pickDemoMatches, type DemoMatches } from './demo-matches';
import { demoPortraits, PORTRAIT_HUES } from './demo-portraits';
import { seedChat } from './seed-chat';
import { seedExperts } from './seed-experts';
import { seedCommunity } from './seed-community';
import { seedMedia } from './seed-media';
import type { DemoScenes } from './demo-scenes';
import { NEWS_COLUMNS } from '../content/articles';
import { DEMO_RESERVATION_WISHES, seedRooms } from './seed-rooms';
import { seedPastSessions } from './seed-sessions';
import { DEMO_JOINED_DAYS_AGO, seedRegular, seedWallet } from './seed-wallet';
import { balances, banners, hotSearches, liveNavs, newsColumns, rooms, users } from '../db/schema';

/** Any number; only has to be the same in every process that seeds the same database. */
const SEED_LOCK_KEY = 72_540_002;


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

const hotWords = ['英超', '曼城', 'NBA', '湖人', '皇马', '中超', '欧冠', '勇士', '欧联杯', 'CBA'];

const navs = [
  { id: 1, name: '足球', sort: 1 },
  { id: 2, name: '篮球', sort: 2 },
  { id: 3, name: '其他', sort: 3 },
  { id: 4, name: '电竞', sort: 4 },
];

const anchors = [
  { nickName: '球评老王' },
  { nickName: '篮球小飞侠' },
  { nickName: '绿茵解说阿杰' },
  { nickName: '电竞少女小鹿' },
  { nickName: '足球大表哥' },
  { nickName: '灌篮高手阿强' },
];

/** The demo rooms; the first two show the football and basketball matches being played when the demo is seeded. */
const demoRooms: { anchor: number; navId: number; title: string; isLive: number; previews?: number }[] = [
  { anchor: 0, navId: 1, title: '足球焦点战 全场解说', isLive: 1 },
  { anchor: 1, navId: 2, title: '篮球焦点战 高清直播', isLive: 1 },
  // Titled with the match its anchor reserved, two days on (see seed-rooms).
  { anchor: 2, navId: 1, title: '足球赛前分析', isLive: 1, previews: 1 },
  { anchor: 3, navId: 4, title: '英雄联盟职业联赛 陪你看比赛', isLive: 1 },
  { anchor: 4, navId: 1, title: '中超收官战 复盘聊球', isLive: 0 },
  { anchor: 5, navId: 2, title: 'CBA精彩集锦 今晚不见不散', isLive: 0 },
];

/** A room's title; a room previewing one of the reserved matches names it. */
function roomTitle(room: (typeof demoRooms)[number], matches: DemoMatches): string {
  const match = room.previews === undefined ? undefined : matches.reserved[room.previews];
  return match === undefined ? room.title : `${match.leagueName} ${match.homeName}vs${match.awayName} 赛前分析`;
}

/**
 * Fills an empty database with demo content. Safe to run from several processes at once: the
 * transaction-scoped lock makes later callers wait and then find the data already there.
 * Returns whether this call inserted the data. The news reports and the community's posts are
 * written from the matches of the simulator with `simulatorSeed` (42 unless given) as it stands at
 * `now` (the built-in simulator's time; the wall clock's unless given), so they tell of the results
 * the portal's pages show; the tables' roundups are the news desk's. The replay's and highlights'
 * videos are the scenes `scenes` draws of those matches (the shipped videos unless given).
 */
export async function seedDemoData(db: Db, options: { simulatorSeed?: number; now?: number; scenes?: DemoScenes } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [navCount] = await tx.select({ value: count() }).from(liveNavs);
    if ((navCount?.value ?? 0) > 0) return false;

    await tx.insert(liveNavs).values(navs);
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('live_navs', 'id'), (SELECT max(id) FROM live_navs))`);

    await tx.insert(newsColumns).values([...NEWS_COLUMNS]).onConflictDoNothing();
    const now = options.now ?? Date.now();
    const simulatorSeed = options.simulatorSeed ?? 42;
    const matches = pickDemoMatches(simulatorSeed, now, DEMO_RESERVATION_WISHES);
    const world = demoWorld(simulatorSeed, now);

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
          isAnchor: 1,
          createdAt: new Date(now - DEMO_JOINED_DAYS_AGO * 24 * 3_600_000),
        })),
      )
      .returning({ id: users.id });
    const anchorIds = anchorRows.map(({ id }) => id);
    await tx
      .insert(balances)
      .values(anchorRows.flatMap(({ id }) => [{ userId: id, currency: 'balance', amount: 0 }, { userId: id, currency: 'ticket', amount: 0 }]));

    await tx.insert(rooms).values(
      demoRooms.map((room) => {
        const anchor = anchorRows[room.anchor];
        if (!anchor) throw new Error(`demo room refers to missing anchor ${room.anchor}`);
        return {
          anchorId: anchor.id,
          title: roomTitle(room, matches),
          cover: `/demo/room-${(room.anchor % 12) + 1}.svg`,
          notice: '欢迎来到直播间，文明观赛，理性聊球。',
          navId: room.navId,
          isLive: room.isLive,
        };
      }),
    );
    await seedRooms(tx, anchorIds, matches, now);
    await seedMedia(tx, world, options.scenes);
    await seedWallet(tx, anchorIds, now);
    await seedPastSessions(tx, anchorIds, now);
    await seedRegular(tx, anchorIds, now);
    await seedChat(tx, anchorIds, world, now);
    await seedExperts(tx);
    await seedCommunity(tx, anchorIds, { simulatorSeed, now });
    return true;
  });
}
