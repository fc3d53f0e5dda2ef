import { BasketballState, FootballState, type FeedMatchSnapshot, type FeedSport } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { newStreamSecret } from '../media/stream-keys';
import type { Db } from '../db/database';
import { drawnPictureUrl, type PictureSpec } from '../community/drawing';
import { drawnPictures, highlights, recordings, rooms, streamKeys } from '../db/schema';
import type { SimulatorModel } from '../simulator';

const DEMO_VIDEO = { file: 'demo.flv', durationMs: 12_004, width: 640, height: 360 };
const DEMO_HIGHLIGHT = { file: 'demo-highlight.mp4', durationMs: 12_004, width: 640, height: 360 };
/** The paid highlight has a file of its own: a file a free item names is served to everyone. */
const DEMO_PAID_HIGHLIGHT = { file: 'demo-highlight-paid.mp4', durationMs: 10_000, width: 640, height: 360 };
const HOUR = 3_600_000;

/** The sports' colours on the highlights' covers. */
const HIGHLIGHT_HUES = { football: 200, basketball: 25 } as const;
/** The leagues whose latest finished match a highlight shows, when one of them finished a match in the demo's window. */
const HIGHLIGHT_LEAGUES = { football: ['英超', '西甲', '意甲', '德甲', '法甲'], basketball: ['NBA', 'CBA'] } as const;

/**
 * A highlight's title and cover: the latest finished match of its sport's big leagues, with what
 * the video is; in a window when none of those played (a midweek of cups, an international break),
 * the latest of any league or cup, and only then of a friendly.
 */
export function highlightOf(model: SimulatorModel, sport: FeedSport, what: string): { title: string; cover: PictureSpec } | undefined {
  const finished = (match: FeedMatchSnapshot) => (sport === 'football' ? match.state === FootballState.FULL_TIME : match.state === BasketballState.FULL_TIME);
  const leagues: readonly string[] = HIGHLIGHT_LEAGUES[sport];
  const rank = (match: FeedMatchSnapshot) => {
    const league = model.reference.league(match.leagueId);
    if (leagues.includes(league?.shortName ?? '')) return 0;
    return league?.kind === 'friendly' ? 2 : 1;
  };
  const match = [...model.snapshots()]
    .filter((m) => m.sport === sport && finished(m))
    .sort((a, b) => rank(a) - rank(b) || b.kickoffAt - a.kickoffAt || a.id - b.id)[0];
  if (match === undefined) return undefined;
  const league = model.reference.league(match.leagueId)?.shortName ?? '';
  const [home, away] = [match.homeTeamId, match.awayTeamId].map((id) => model.reference.team(id)?.shortName ?? '');
  return {
    title: `${league} ${home}${match.homeScore}-${match.awayScore}${away} ${what}`,
    cover: { kind: 'headline', title: `${home} ${match.homeScore}-${match.awayScore} ${away}`, caption: `${league} · ${what}`, hue: HIGHLIGHT_HUES[sport] },
  };
}

/**
 * Stream keys for every demo room, a replay of the first room, and a free and a paid highlight with
 * drawn covers: the latest finished league match of football's and of basketball's, as `model` played them.
 */
export async function seedMedia(db: Db, model: SimulatorModel): Promise<void> {
  const demoRooms = await db.select({ id: rooms.id, anchorId: rooms.anchorId, title: rooms.title, cover: rooms.cover }).from(rooms).orderBy(asc(rooms.id));
  if (demoRooms.length === 0) return;
  await db.insert(streamKeys).values(demoRooms.map((room) => ({ roomId: room.id, secret: newStreamSecret() })));

  const first = demoRooms[0]!;
  const endedAt = Date.now() - 2 * HOUR;
  await db.insert(recordings).values({
    roomId: first.id,
    anchorId: first.anchorId,
    title: first.title,
    cover: first.cover,
    video: DEMO_VIDEO.file,
    mimeType: 'video/x-flv',
    startedAt: new Date(endedAt - DEMO_VIDEO.durationMs),
    endedAt: new Date(endedAt),
    durationMs: DEMO_VIDEO.durationMs,
    size: 321_148,
    width: DEMO_VIDEO.width,
    height: DEMO_VIDEO.height,
  });

  const footballShown = highlightOf(model, 'football', '全场集锦');
  const basketballShown = highlightOf(model, 'basketball', '赛后解析');
  if (footballShown === undefined || basketballShown === undefined) throw new Error('the demo world has no finished match to show');
  const covers = await db
    .insert(drawnPictures)
    .values([footballShown, basketballShown].map((highlight) => ({ spec: highlight.cover })))
    .returning({ id: drawnPictures.id });
  const [football, basketball] = covers.map((row) => drawnPictureUrl(row.id));
  await db.insert(highlights).values([
    {
      title: footballShown.title,
      cover: football,
      matchType: 1,
      video: DEMO_HIGHLIGHT.file,
      mimeType: 'video/mp4',
      durationMs: DEMO_HIGHLIGHT.durationMs,
      width: DEMO_HIGHLIGHT.width,
      height: DEMO_HIGHLIGHT.height,
    },
    {
      title: basketballShown.title,
      cover: basketball,
      matchType: 2,
      paid: true,
      price: 10,
      video: DEMO_PAID_HIGHLIGHT.file,
      mimeType: 'video/mp4',
      durationMs: DEMO_PAID_HIGHLIGHT.durationMs,
      width: DEMO_PAID_HIGHLIGHT.width,
      height: DEMO_PAID_HIGHLIGHT.height,
    },
  ]);
}
