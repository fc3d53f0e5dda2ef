import {
  bySport,
  sportEntry,
  type FeedLeague,
  type FeedSeasonFixturesResponse,
  type FeedSeasonMatch,
  type FeedSeasonPlayersResponse,
  type FeedSeasonStandingsResponse,
  type FeedStandingGroup,
  type FeedStandingRow,
  type FeedStandingZone,
  type Sport,
} from '@portal/contracts';
import { beijingDay, dateKey, type DayNumber } from '../beijing-time';
import type { PictureSpec } from '../community/drawing';
import type { Article } from './articles';
import { BIG_COMPETITIONS } from './match-reports';

/** The round a roundup covers: the latest of its day's matches, and whether that day saw it finished. */
export interface CoveredRound {
  round: number;
  /** As the fixtures name it: 第16轮, 小组赛第3轮. */
  name: string;
  /** Every match of the round played by the day's end. */
  complete: boolean;
  /** How many of its matches were played by then. */
  played: number;
}

/**
 * A roundup of a competition's season after one Beijing day of its matches, written from its
 * table and its players' totals as they stood once the day's last match had ended.
 */
export interface Roundup {
  league: FeedLeague;
  /** The day whose matches it follows. */
  day: DayNumber;
  /** What it reads counts the matches kicked off before this time: the day's and every one before. */
  asOf: number;
  round: CoveredRound;
  /** The clubs at the top of its table, or of each group. */
  leaders: number[];
  title: string;
  paragraphs: string[];
  spec: PictureSpec;
}

/**
 * What a roundup is written from: a season's rounds, and its total table and players' totals as
 * they stood before a time (of the matches kicked off before it), and the names of the world.
 */
export type SeasonFacts = {
  fixtures(seasonId: number): Promise<FeedSeasonFixturesResponse | undefined>;
  table(seasonId: number, before: number): Promise<FeedSeasonStandingsResponse | undefined>;
  players(seasonId: number, before: number): Promise<FeedSeasonPlayersResponse | undefined>;
  teamName(teamId: number): string;
  playerName(playerId: number): string;
  seasonName(seasonId: number): string;
};

/** The roundups that lead 头条; the others go to their sport's column. */
const HEADLINE_ROUNDUPS: ReadonlySet<string> = new Set(['英超', 'NBA']);

/** The colour of each sport's roundup covers. */
const ROUNDUP_HUES: { readonly [S in Sport]: number } = { football: 140, basketball: 25 };

/**
 * The roundup of a competition of {@link BIG_COMPETITIONS} after its matches of `day` (in Beijing):
 * who leads its table (or each group) and by how much, who trails, and its leading scorer, all read
 * from the table and the players' totals of the matches kicked off up to the day's last, so the news
 * says what the data base shows of that moment; it names the round the day played. None for another
 * competition, a day it did not play, a table with no result, or a cup played to its final by then.
 */
export async function writeRoundup(league: FeedLeague, facts: SeasonFacts, day: DayNumber): Promise<Roundup | undefined> {
  if (!BIG_COMPETITIONS.has(league.shortName)) return undefined;
  const fixtures = await facts.fixtures(league.seasonId);
  const matches = fixtures?.rounds.flatMap((round) => round.matches) ?? [];
  const ofDay = matches.filter((match) => beijingDay(match.kickoffAt) === day);
  if (ofDay.length === 0) return undefined;
  const asOf = Math.max(...ofDay.map((match) => match.kickoffAt)) + 1;
  const playedBy = (match: FeedSeasonMatch) => match.finished && match.kickoffAt < asOf;
  const groups = (await facts.table(league.seasonId, asOf))?.groups ?? [];
  if (!groups.some((g) => g.rows.some((row) => row.played > 0))) return undefined;
  if (league.kind === 'cup' && matches.every(playedBy)) return undefined;
  const round = coveredRound(fixtures, ofDay, playedBy);
  const left = toPlay(matches, playedBy);
  const season = facts.seasonName(league.seasonId);
  const name = (teamId: number) => facts.teamName(teamId);
  const written =
    league.kind === 'cup' ? cupRoundup(league, season, round, groups, name)
    : LEAGUE_ROUNDUPS[league.sport](league, season, round, groups, left, name);
  const over = groups.every((group) => group.rows.every((row) => left(row.teamId) === 0));
  const scorer = leadingScorer(await facts.players(league.seasonId, asOf), facts, over);
  if (scorer !== undefined) written.paragraphs.push(scorer);
  return { league, day, asOf, round, leaders: groups.flatMap((g) => (g.rows[0] === undefined ? [] : [g.rows[0].teamId])), ...written };
}

/**
 * The last Beijing day a competition's roundup follows: the latest day of its season with a match
 * played whose matches are all `over` (a cup's: one that ended a group matchday). None before its
 * first, and none for a cup played to its final (old news).
 */
export function lastRoundupDay(league: FeedLeague, fixtures: FeedSeasonFixturesResponse | undefined, over: (match: FeedSeasonMatch) => boolean): DayNumber | undefined {
  const matches = fixtures?.rounds.flatMap((round) => round.matches) ?? [];
  if (league.kind === 'cup' && matches.every((match) => match.finished)) return undefined;
  const days = [...new Set(matches.filter((match) => match.finished).map((match) => beijingDay(match.kickoffAt)))].sort((a, b) => b - a);
  return days.find((day) => {
    const ofDay = matches.filter((match) => beijingDay(match.kickoffAt) === day);
    if (!ofDay.every(over)) return false;
    return league.kind !== 'cup' || ofDay.some((match) => cupMatchdayOver(fixtures, match.id, over));
  });
}

/**
 * Whether a cup's matchday is over once `matchId` ends: its round is one of the group stage and
 * every other match of it is `over`. A matchday played over two days in Beijing is summed up once,
 * after its last match; a knockout round, which the group tables do not show, is not.
 */
export function cupMatchdayOver(fixtures: FeedSeasonFixturesResponse | undefined, matchId: number, over: (match: FeedSeasonMatch) => boolean): boolean {
  const round = fixtures?.rounds.find((r) => r.matches.some((m) => m.id === matchId));
  if (round === undefined || round.matches.some((m) => m.group === null)) return false;
  return round.matches.every((m) => m.id === matchId || over(m));
}

/** The latest round of a day's matches, named as its fixtures name it, and how much of it was played by `playedBy`. */
function coveredRound(fixtures: FeedSeasonFixturesResponse | undefined, ofDay: readonly FeedSeasonMatch[], playedBy: (match: FeedSeasonMatch) => boolean): CoveredRound {
  const round = Math.max(...ofDay.map((match) => match.round));
  const entry = fixtures?.rounds.find((r) => r.round === round);
  const matches = entry?.matches ?? ofDay.filter((match) => match.round === round);
  const played = matches.filter(playedBy).length;
  return { round, name: entry?.name ?? ofDay.find((match) => match.round === round)?.roundName ?? '', complete: played === matches.length, played };
}

/** What a roundup says of its round: 第16轮战罢, or 第16轮已赛5场 while some of it is still to play. */
const roundText = (round: CoveredRound) => (round.complete ? `${round.name}战罢` : `${round.name}已赛${round.played}场`);

/** The source key of a competition's roundup of the table as it stood after a day's matches (`YYYY-MM-DD` in Beijing). */
export const roundupKey = (leagueId: number, day: string): string => `roundup:${leagueId}:${day}`;

/** A roundup as an article of the news, keyed by its competition and day: one roundup a day's matches. */
export function roundupArticle(roundup: Roundup, publishedAt: Date, views: number): Article & { sourceKey: string } {
  return {
    columnNo: HEADLINE_ROUNDUPS.has(roundup.league.shortName) ? '1' : sportEntry(roundup.league.sport).newsColumn,
    title: roundup.title,
    paragraphs: roundup.paragraphs,
    authorName: `${sportEntry(roundup.league.sport).name}数据`,
    views,
    publishedAt,
    cover: roundup.spec,
    teamIds: roundup.leaders,
    leagueName: roundup.league.shortName,
    matchId: null,
    sourceKey: roundupKey(roundup.league.id, dateKey(roundup.day)),
  };
}

type Written = Pick<Roundup, 'title' | 'paragraphs' | 'spec'>;
type Name = (teamId: number) => string;

const headline = (league: FeedLeague, title: string, caption: string): PictureSpec => ({
  kind: 'headline',
  title,
  caption,
  hue: ROUNDUP_HUES[league.sport],
});

/** How many of its season's fixtures each club had still to play, those not `playedBy` then. */
function toPlay(matches: readonly FeedSeasonMatch[], playedBy: (match: FeedSeasonMatch) => boolean): (teamId: number) => number {
  const left = new Map<number, number>();
  for (const match of matches) {
    if (playedBy(match)) continue;
    for (const teamId of [match.homeTeamId, match.awayTeamId]) left.set(teamId, (left.get(teamId) ?? 0) + 1);
  }
  return (teamId) => left.get(teamId) ?? 0;
}

/** The clubs of a table's band, best first; a band counted from the bottom has negative places. */
export function inZone(rows: readonly FeedStandingRow[], zone: FeedStandingZone): FeedStandingRow[] {
  const place = (n: number) => (n > 0 ? n : rows.length + n + 1);
  return rows.filter((row) => row.rank >= place(zone.from) && row.rank <= place(zone.to));
}

/**
 * A football league's table: who leads and by how much, and who trails. Once no club has a match
 * to play, who won it, who took each band's places and who went down; before that, a leader no
 * other club can catch even winning all it has left is champion already.
 */
function footballRoundup(league: FeedLeague, season: string, round: CoveredRound, group: FeedStandingGroup | undefined, left: (teamId: number) => number, name: Name): Written {
  const rows = group?.rows ?? [];
  const [first, second] = rows;
  const last = rows[rows.length - 1];
  if (first === undefined || second === undefined || last === undefined) return { title: `${league.shortName}${round.name}积分榜`, paragraphs: [], spec: headline(league, league.shortName, season) };
  const gap = first.points - second.points;
  const over = rows.every((row) => left(row.teamId) === 0);
  const clinched = !over && rows.slice(1).every((row) => first.points > row.points + 3 * left(row.teamId));
  const record = (row: FeedStandingRow) => `${row.won}胜${row.drawn}平${row.lost}负积${row.points}分，进${row.scored}球失${row.conceded}球`;
  const names = (band: readonly FeedStandingRow[]) => band.map((row) => name(row.teamId)).join('、');
  const top = `${over ? '最终排名' : '积分榜前列'}：${rows
    .slice(0, 4)
    .map((row) => `第${row.rank}名${name(row.teamId)}${row.points}分`)
    .join('，')}。`;

  if (over) {
    const bands = (group?.zones ?? []).filter((zone) => zone.kind !== 'bottom').map((zone) => `${zone.name}区：${names(inZone(rows, zone))}`);
    const down = (group?.zones ?? []).filter((zone) => zone.kind === 'bottom').flatMap((zone) => inZone(rows, zone));
    return {
      title: gap === 0 ? `${league.shortName}收官：${name(first.teamId)}凭净胜球力压${name(second.teamId)}夺冠` : `${league.shortName}收官：${name(first.teamId)}${first.points}分夺冠，领先${name(second.teamId)}${gap}分`,
      paragraphs: [
        `${season}赛季${league.name}${round.round}轮全部战罢，${name(first.teamId)}${record(first)}，夺得冠军。`,
        top,
        ...(bands.length > 0 ? [`${bands.join('；')}。`] : []),
        ...(down.length > 0 ? [`${names(down)}排名最后${down.length === 1 ? '一位' : `${down.length}位`}，降级。`] : []),
      ],
      spec: headline(league, `${league.shortName}收官`, `${name(first.teamId)} ${first.points}分夺冠`),
    };
  }
  const title =
    clinched ? `${league.shortName}${round.name}：${name(first.teamId)}提前${left(first.teamId)}轮夺冠`
    : gap === 0 ? `${league.shortName}${round.name}积分榜：${name(first.teamId)}与${name(second.teamId)}同积${first.points}分，凭净胜球居首`
    : `${league.shortName}${round.name}积分榜：${name(first.teamId)}${first.points}分领跑，领先${name(second.teamId)}${gap}分`;
  const paragraphs = [
    `${season}赛季${league.name}${roundText(round)}，${name(first.teamId)}${first.played}战${record(first)}，${clinched ? `还剩${left(first.teamId)}轮已锁定冠军` : '排名榜首'}。`,
    top,
    `积分榜末端，${name(last.teamId)}${last.played}战${last.won}胜${last.drawn}平${last.lost}负仅积${last.points}分，保级形势严峻。`,
  ];
  return { title, paragraphs, spec: headline(league, `${league.shortName}积分榜`, `${name(first.teamId)} ${first.points}分${clinched ? '夺冠' : '领跑'}`) };
}

function basketballRoundup(league: FeedLeague, season: string, round: CoveredRound, groups: readonly FeedStandingGroup[], name: Name): Written {
  const record = (row: FeedStandingRow) => `${row.won}胜${row.lost}负（胜率${row.winRate}%）`;
  const leaders = groups.flatMap((group) => (group.rows[0] === undefined ? [] : [{ group: group.name, row: group.rows[0] }]));
  const title =
    leaders.length > 1 ? `${league.shortName}${round.name}战绩榜：${leaders.map(({ group, row }) => `${name(row.teamId)}领跑${group}`).join('，')}`
    : `${league.shortName}${round.name}战绩榜：${name(leaders[0]?.row.teamId ?? 0)}以${leaders[0]?.row.won ?? 0}胜${leaders[0]?.row.lost ?? 0}负领跑`;
  const paragraphs = groups.map((group, index) => {
    const rows = group.rows;
    const top = rows.slice(0, 3).map((row) => `${name(row.teamId)}${record(row)}`).join('，');
    const bottom = rows[rows.length - 1];
    const opening = index === 0 ? `${season}赛季${league.shortName}${roundText(round)}，` : '';
    return `${opening}${group.name === '' ? '' : group.name}${opening === '' || group.name !== '' ? '：' : ''}前三名依次是${top}；${bottom === undefined ? '' : `${name(bottom.teamId)}${record(bottom)}排名垫底。`}`;
  });
  const first = leaders[0]?.row;
  return { title, paragraphs, spec: headline(league, `${league.shortName}战绩榜`, first === undefined ? season : `${name(first.teamId)} ${first.won}胜${first.lost}负`) };
}

/** A league's roundup by its sport's table: a points race with its champion and relegation; win rates by conference. */
const LEAGUE_ROUNDUPS: {
  readonly [S in Sport]: (league: FeedLeague, season: string, round: CoveredRound, groups: readonly FeedStandingGroup[], left: (teamId: number) => number, name: Name) => Written;
} = {
  football: (league, season, round, groups, left, name) => footballRoundup(league, season, round, groups[0], left, name),
  basketball: (league, season, round, groups, _left, name) => basketballRoundup(league, season, round, groups, name),
};

function cupRoundup(league: FeedLeague, season: string, round: CoveredRound, groups: readonly FeedStandingGroup[], name: Name): Written {
  const matchdays = Math.max(1, (groups[0]?.rows.length ?? 4) - 1) * 2;
  const done = round.complete && round.round >= matchdays;
  const title = done ? `${league.shortName}小组赛全部结束，${groups.length * 2}支球队晋级淘汰赛` : `${league.shortName}${roundText(round)}，${groups.length}个小组头名出炉`;
  const paragraphs = [
    `${season}赛季${league.name}${done ? '小组赛全部结束' : roundText(round)}，各组形势如下：`,
    ...groups.map((group) => {
      const [first, second] = group.rows;
      if (first === undefined || second === undefined) return `${group.name}暂无积分。`;
      return `${group.name}：${name(first.teamId)}${first.points}分${done ? '头名出线' : '领跑'}，${name(second.teamId)}${second.points}分${done ? '次席晋级' : '紧随其后'}。`;
    }),
  ];
  const top = groups[0]?.rows[0];
  return { title, paragraphs, spec: headline(league, `${league.shortName}小组赛`, top === undefined ? season : `${groups[0]?.name}头名 ${name(top.teamId)}`) };
}

/** The line on a competition's leading scorer this season (`over`: its last): goals in football, points a game in basketball. */
function leadingScorer(totals: FeedSeasonPlayersResponse | undefined, facts: SeasonFacts, over: boolean): string | undefined {
  if (totals === undefined) return undefined;
  return bySport<FeedSeasonPlayersResponse, string | undefined>(totals, {
    football: ({ players }) => {
      const best = [...players].sort((a, b) => b.goals - a.goals || a.appearances - b.appearances || a.playerId - b.playerId)[0];
      if (best === undefined || best.goals === 0) return undefined;
      return `射手榜上，${facts.teamName(best.teamId)}的${facts.playerName(best.playerId)}${best.appearances}场打进${best.goals}球，${over ? '荣膺最佳射手' : '暂列第一'}。`;
    },
    basketball: ({ players }) => {
      const perGame = (p: (typeof players)[number]) => (p.games === 0 ? 0 : p.totals.points / p.games);
      const best = [...players].filter((p) => p.games >= 3).sort((a, b) => perGame(b) - perGame(a) || a.playerId - b.playerId)[0];
      if (best === undefined) return undefined;
      return `得分榜上，${facts.teamName(best.teamId)}的${facts.playerName(best.playerId)}场均${perGame(best).toFixed(1)}分，${over ? '荣膺得分王' : '排名第一'}。`;
    },
  });
}
