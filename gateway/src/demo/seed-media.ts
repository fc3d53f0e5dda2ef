import { sportEntry, type FeedMatchSnapshot, type FeedSport } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { beijingDay } from '../beijing-time';
import { SHIPPED_VIDEOS } from '../media/shipped';
import { newStreamSecret } from '../media/stream-keys';
import type { Db } from '../db/database';
import { drawnPictureUrl, type PictureSpec } from '../community/drawing';
import { drawnPictures, highlights, recordings, rooms, streamKeys } from '../db/schema';
import type { SimulatorModel } from '@portal/simulator';
import { type DemoScenes, HIGHLIGHT_KINDS, highlightScene, liveScene, SCENE_CAPTIONS, type SceneVideo, shippedScenes, shippedVideo } from './demo-scenes';
import { worldMatchState } from './world-state';

const HOUR = 3_600_000;

/** The sports' colours on the highlights' covers. */
const HIGHLIGHT_HUES = { football: 200, basketball: 25 } as const;
/** The leagues whose latest finished match a highlight shows, when one of them finished a match in the highlights' window. */
const HIGHLIGHT_LEAGUES = { football: ['英超', '西甲', '意甲', '德甲', '法甲'], basketball: ['NBA', 'CBA'] } as const;
/** The days (in Beijing) before today whose matches a highlight may show. */
const HIGHLIGHT_DAYS = 2;

/**
 * The match a highlight of `sport` shows: the latest finished match of its big leagues; in a window
 * when none of those played (a midweek of cups, an international break), the latest of any league
 * or cup, and only then of a friendly.
 */
export function highlightMatchOf(model: SimulatorModel, sport: FeedSport): FeedMatchSnapshot | undefined {
  const since = beijingDay(model.now) - HIGHLIGHT_DAYS;
  const finished = (match: FeedMatchSnapshot) => beijingDay(match.kickoffAt) >= since && match.state === sportEntry(sport).states.finished;
  const leagues: readonly string[] = HIGHLIGHT_LEAGUES[sport];
  const rank = (match: FeedMatchSnapshot) => {
    const league = model.reference.league(match.leagueId);
    if (leagues.includes(league?.shortName ?? '')) return 0;
    return league?.kind === 'friendly' ? 2 : 1;
  };
  return [...model.snapshots()]
    .filter((m) => m.sport === sport && finished(m))
    .sort((a, b) => rank(a) - rank(b) || b.kickoffAt - a.kickoffAt || a.id - b.id)[0];
}

/** A highlight's title and cover: the match {@link highlightMatchOf} picks, with what the video is. */
export function highlightOf(model: SimulatorModel, sport: FeedSport, what: string): { title: string; cover: PictureSpec } | undefined {
  const match = highlightMatchOf(model, sport);
  if (match === undefined) return undefined;
  const league = model.reference.league(match.leagueId)?.shortName ?? '';
  const [home, away] = [match.homeTeamId, match.awayTeamId].map((id) => model.reference.team(id)?.shortName ?? '');
  return {
    title: `${league} ${home}${match.homeScore}-${match.awayScore}${away} ${what}`,
    cover: { kind: 'headline', title: `${home} ${match.homeScore}-${match.awayScore} ${away}`, caption: `${league} · ${what}`, hue: HIGHLIGHT_HUES[sport] },
  };
}

/** What a highlight is called with its real length: 进球集锦（30秒）. */
export const highlightName = (kind: string, video: Pick<SceneVideo, 'durationMs'>): string => `${kind}（${Math.round(video.durationMs / 1000)}秒）`;

/** A sport's highlight: its match's scene drawn (or the shipped video), titled with what it shows and how long it is. */
async function highlightVideo(model: SimulatorModel, sport: FeedSport, scenes: DemoScenes, fallback: 'highlight' | 'paidHighlight') {
  const match = highlightMatchOf(model, sport);
  const state = match === undefined ? undefined : worldMatchState(model, match.id);
  if (state === undefined) throw new Error('the demo world has no finished match to show');
  const drawn = highlightScene(state);
  const video = await scenes.video(drawn.scene, 'mp4', fallback);
  // The shipped video shows a made-up match's moments, not this one's: only some play of it.
  const kind = video.file === SHIPPED_VIDEOS[fallback].file ? HIGHLIGHT_KINDS.play : drawn.kind;
  const shown = highlightOf(model, sport, highlightName(kind, video));
  if (shown === undefined) throw new Error('the demo world has no finished match to show');
  return { video, ...shown };
}

/**
 * Stream keys for every demo room, a replay of the first room, and a free and a paid highlight with
 * drawn covers: the latest finished league match of football's and of basketball's, as `model` played
 * them. The videos are the scenes of those matches `scenes` draws (the replay the first room's match
 * as it stands), or the shipped ones; each listed with its real length and picture.
 */
export async function seedMedia(db: Db, model: SimulatorModel, scenes: DemoScenes = shippedScenes): Promise<void> {
  const demoRooms = await db
    .select({ id: rooms.id, anchorId: rooms.anchorId, title: rooms.title, cover: rooms.cover, matchId: rooms.matchId })
    .from(rooms)
    .orderBy(asc(rooms.id));
  if (demoRooms.length === 0) return;
  await db.insert(streamKeys).values(demoRooms.map((room) => ({ roomId: room.id, secret: newStreamSecret() })));

  const first = demoRooms[0]!;
  const endedAt = Date.now() - 2 * HOUR;
  const shown = first.matchId === null ? undefined : worldMatchState(model, first.matchId);
  // Drawn side by side: ffmpeg keeps a core busy each.
  const [replay, football, basketball] = await Promise.all([
    shown === undefined ? shippedVideo('live') : scenes.video(liveScene(shown, model.now, SCENE_CAPTIONS.replay), 'flv', 'live'),
    highlightVideo(model, 'football', scenes, 'highlight'),
    highlightVideo(model, 'basketball', scenes, 'paidHighlight'),
  ]);
  await db.insert(recordings).values({
    roomId: first.id,
    anchorId: first.anchorId,
    title: first.title,
    cover: first.cover,
    video: replay.file,
    mimeType: 'video/x-flv',
    startedAt: new Date(endedAt - replay.durationMs),
    endedAt: new Date(endedAt),
    durationMs: replay.durationMs,
    size: replay.size,
    width: replay.width,
    height: replay.height,
  });

  const covers = await db
    .insert(drawnPictures)
    .values([football, basketball].map((highlight) => ({ spec: highlight.cover })))
    .returning({ id: drawnPictures.id });
  const [footballCover, basketballCover] = covers.map((row) => drawnPictureUrl(row.id));
  await db.insert(highlights).values([
    {
      title: football.title,
      cover: footballCover,
      matchType: 1,
      video: football.video.file,
      mimeType: 'video/mp4',
      durationMs: football.video.durationMs,
      width: football.video.width,
      height: football.video.height,
    },
    {
      title: basketball.title,
      cover: basketballCover,
      matchType: 2,
      paid: true,
      price: 10,
      video: basketball.video.file,
      mimeType: 'video/mp4',
      durationMs: basketball.video.durationMs,
      width: basketball.video.width,
      height: basketball.video.height,
    },
  ]);
}
