import {
  bySport,
  hashSeed,
  otherLegOf,
  sportEntry,
  type FeedCompetitionKind,
  type FeedLeague,
  type FeedMatchStats,
  type FeedSeasonMatch,
  type MatchState,
  type SeasonMatchResponse,
  type Sport,
} from '@portal/contracts';
import type { PictureSpec } from '../community/drawing';
import type { Article } from './articles';

const MINUTE = 60_000;

/** One friendly in this many is reported: most finished matches are friendlies, and the news follows the leagues and cups, as its readers do. */
export const FRIENDLY_REPORT_ONE_IN = 8;

/**
 * The big competitions, by short name: the big leagues and the group cups, then basketball's. Their
 * reports lead 头条 (the rest go to their sport's column), and the news sums up their tables.
 */
export const BIG_COMPETITIONS: ReadonlySet<string> = new Set(['英超', '西甲', '意甲', '德甲', '法甲', '中超', '欧冠', '欧联杯', '亚冠', 'NBA', 'CBA', '欧篮联']);

/** What a report reads of a finished match: the match as the feed has it, its sides named. */
export type ReportedMatch = Pick<
  MatchState,
  | 'id'
  | 'sport'
  | 'kickoffAt'
  | 'homeScore'
  | 'awayScore'
  | 'halfScore'
  | 'quarterScores'
  | 'penaltyScore'
  | 'firstLeg'
  | 'homeCorner'
  | 'awayCorner'
  | 'homeYellow'
  | 'awayYellow'
  | 'incidents'
> & {
  home: { id: number; name: string };
  away: { id: number; name: string };
  /** Football's team statistics or basketball's box scores; null where the vendor has none. */
  stats: MatchState['stats'] | null;
};

/** A match report: its headline, its paragraphs and its drawn score card. */
export type MatchReport = { match: ReportedMatch; league: FeedLeague; title: string; paragraphs: string[]; cover: PictureSpec };

/** Whether the news reports a finished match of a competition of this kind: every league and cup match, and one friendly in {@link FRIENDLY_REPORT_ONE_IN}. */
export function reportWorthy(kind: FeedCompetitionKind, matchId: number): boolean {
  return kind !== 'friendly' || hashSeed('report', matchId) % FRIENDLY_REPORT_ONE_IN === 0;
}

/** A match's players by id, as its line-ups name them. */
export function lineupNames(lineups: MatchState['lineups']): (playerId: number) => string {
  const names = new Map<number, string>();
  for (const side of lineups === null ? [] : [lineups.home, lineups.away]) {
    for (const player of [...side.starters, ...side.substitutes]) names.set(player.playerId, player.name);
  }
  return (playerId) => names.get(playerId) ?? '';
}

/** A report's last line: a friendly has no table, and a cup's group or tie is not a league's. */
function closingLine(kind: FeedCompetitionKind, league: string, winner: string | null, loser: string): string {
  if (kind === 'friendly') return winner ? `这场热身赛让${winner}收获信心，${loser}则暴露出一些需要解决的问题。` : '双方握手言和，两队教练组都借此检验了阵容。';
  if (kind === 'cup') return winner ? `凭借这场胜利，${winner}在${league}中占得先机，${loser}需要在下一场扳回局面。` : '双方战平，晋级形势要等下一场才能明朗。';
  return winner ? `凭借这场胜利，${winner}在${league}积分榜上继续向前，而${loser}需要尽快调整状态。` : '双方各取一分，积分榜上的竞争将延续到下一轮。';
}

/** The side a knockout tie sends through, when this match decided it: by the shoot-out, else by the aggregate of two legs. */
function tieWinner(match: ReportedMatch): 'home' | 'away' | null {
  if (match.penaltyScore) return match.penaltyScore[0] > match.penaltyScore[1] ? 'home' : 'away';
  if (!match.firstLeg) return null;
  const home = match.homeScore + match.firstLeg[0];
  const away = match.awayScore + match.firstLeg[1];
  return home === away ? null : home > away ? 'home' : 'away';
}

/** What a report's writers read of a finished match: its sides named, the score, who won, who went through. */
type Told = {
  match: ReportedMatch;
  league: FeedLeague;
  home: string;
  away: string;
  side: (team: 'home' | 'away') => string;
  player: (id: number | undefined) => string;
  /** The score as a title gives it, home side first. */
  score: string;
  winner: string | null;
  loser: string;
  /** The score, the winner's first. */
  winnerFirst: string;
  through: 'home' | 'away' | null;
};

/** A report's title and its account of the play, by the sport's writer: goals and red cards; points by quarter. */
const PLAY_WRITERS: { readonly [S in Sport]: (told: Told) => { title: string; paragraphs: string[] } } = {
  football: ({ match, league, home, away, side, player, score, winner, loser, winnerFirst, through }) => {
    const goals = match.incidents.filter((incident) => incident.kind === 'goal' || incident.kind === 'penalty' || incident.kind === 'own_goal');
    const reds = match.incidents.filter((incident) => incident.kind === 'red' || incident.kind === 'second_yellow');
    const title =
      winner ? `${league.shortName}：${winner}${Math.abs(match.homeScore - match.awayScore) >= 3 ? '大胜' : '力克'}${loser}，比分${winnerFirst}`
      : match.penaltyScore && through ? `${league.shortName}：${side(through)}点球大战淘汰${side(through === 'home' ? 'away' : 'home')}`
      : `${league.shortName}：${home}${score}战平${away}`;
    const paragraphs = [
      `${league.name}${league.kind === 'friendly' ? '一场热身赛' : '一场焦点战'}落下帷幕，${home}主场迎战${away}，全场比分${match.homeScore}:${match.awayScore}${match.halfScore ? `（半场${match.halfScore[0]}:${match.halfScore[1]}）` : ''}。`,
    ];
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
    return { title, paragraphs };
  },
  basketball: ({ match, league, home, away, winner, loser, winnerFirst }) => {
    const title = `${league.shortName}：${winner ?? home}${winnerFirst}${winner ? '击败' : '战平'}${loser}`;
    const periodName = sportEntry(match.sport).periods.name;
    const quarters = match.quarterScores.map((quarter, index) => `${periodName(index + 1)}${quarter[0]}:${quarter[1]}`);
    const paragraphs = [`${league.name}${league.kind === 'league' ? '常规赛' : ''}，${home}主场对阵${away}，最终比分${match.homeScore}:${match.awayScore}。`];
    paragraphs.push(`各节比分：${quarters.join('，')}。`);
    return { title, paragraphs };
  },
};

/** What a report says of a match's statistics, by their sport: possession, shots, corners and cards; each side's best scorer and the threes. */
const statisticsLines = ({ match, home, away, player }: Told): { readonly [S in Sport]: (stats: Extract<FeedMatchStats, { sport: S }>) => string[] } => ({
  football: ({ home: h, away: a }) => [
    `技术统计方面，${home}控球率${h.possession}%，射门${h.shots}次（射正${h.shotsOnTarget}次）；${away}控球率${a.possession}%，射门${a.shots}次（射正${a.shotsOnTarget}次）。角球数${match.homeCorner}:${match.awayCorner}，黄牌数${match.homeYellow}:${match.awayYellow}。`,
  ],
  basketball: (box) => {
    const paragraphs: string[] = [];
    const best = (players: typeof box.home.players) => players.reduce((top, row) => (row.points > (top?.points ?? -1) ? row : top), players[0]);
    const homeBest = best(box.home.players);
    const awayBest = best(box.away.players);
    if (homeBest) paragraphs.push(`${home}方面，${player(homeBest.playerId)}拿下${homeBest.points}分${homeBest.rebounds}篮板${homeBest.assists}助攻。`);
    if (awayBest) paragraphs.push(`${away}方面，${player(awayBest.playerId)}贡献${awayBest.points}分${awayBest.rebounds}篮板${awayBest.assists}助攻。`);
    paragraphs.push(
      `全队三分球${home}${box.home.team.threePointsScored}/${box.home.team.threePointsTotal}，${away}${box.away.team.threePointsScored}/${box.away.team.threePointsTotal}；篮板${box.home.team.rebounds}:${box.away.team.rebounds}。`,
    );
    return paragraphs;
  },
});

/**
 * A finished match's report, written from what the feed has of it: the score and half-time or
 * quarter scores, who scored when, red cards, the statistics or the best scorer of each side, a
 * shoot-out or a two-legged tie's aggregate, and a closing line fitting its competition.
 */
export function writeMatchReport(match: ReportedMatch, league: FeedLeague, playerName: (playerId: number) => string): MatchReport {
  const home = match.home.name;
  const away = match.away.name;
  const score = `${match.homeScore}比${match.awayScore}`;
  const winner = match.homeScore > match.awayScore ? home : match.awayScore > match.homeScore ? away : null;
  const loser = winner === home ? away : home;
  const through = tieWinner(match);
  const told: Told = {
    match,
    league,
    home,
    away,
    side: (team) => (team === 'home' ? home : away),
    player: (id) => (id === undefined ? '' : playerName(id)),
    score,
    winner,
    loser,
    // A title that names the winner first gives the winner's score first.
    winnerFirst: winner === away ? `${match.awayScore}比${match.homeScore}` : score,
    through,
  };
  const side = told.side;
  const { title, paragraphs } = PLAY_WRITERS[match.sport](told);
  if (match.stats) paragraphs.push(...bySport(match.stats, statisticsLines(told)));
  if (match.penaltyScore && through) {
    paragraphs.push(`点球大战中，${side(through)}以${Math.max(...match.penaltyScore)}:${Math.min(...match.penaltyScore)}胜出，晋级下一轮。`);
  } else if (match.firstLeg) {
    const aggregate = `${match.homeScore + match.firstLeg[0]}:${match.awayScore + match.firstLeg[1]}`;
    paragraphs.push(`首回合双方战成${match.firstLeg[0]}:${match.firstLeg[1]}，两回合总比分${aggregate}${through ? `，${side(through)}晋级` : ''}。`);
  }
  paragraphs.push(closingLine(league.kind, league.shortName, winner, loser));
  return {
    match,
    league,
    title,
    paragraphs,
    cover: {
      kind: 'score',
      league: league.shortName,
      home,
      away,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      homeHue: hashSeed('logo', match.home.id) % 360,
      awayHue: hashSeed('logo', match.away.id) % 360,
      note: '全场比赛结束',
    },
  };
}

/**
 * A knockout tie's first leg as a second leg carries it (`firstLeg`: the score, the second leg's
 * home side first), found among its round's matches ({@link otherLegOf}) when it was played before
 * it. Null for any other match, or while the first leg is not played.
 */
export function firstLegAmong(match: FeedSeasonMatch, round: readonly FeedSeasonMatch[]): [number, number] | null {
  const first = otherLegOf(match, round);
  return first !== undefined && first.kickoffAt < match.kickoffAt && first.finished ? [first.awayScore, first.homeScore] : null;
}

/**
 * A match of a season as a report reads it, from its page in the data base (a match the live scores
 * no longer hold): corners from its statistics, cards counted from its incidents, its clubs by
 * their short names; a second leg's `firstLeg` from {@link firstLegAmong}.
 */
export function seasonReportedMatch(page: SeasonMatchResponse, firstLeg: [number, number] | null = null): ReportedMatch {
  const { match, teamStats, boxScore, quarterScores } = page;
  const club = (id: number) => ({ id, name: page.teams[String(id)]?.shortName ?? '' });
  const yellows = (team: 'home' | 'away') => match.incidents.filter((i) => i.team === team && (i.kind === 'yellow' || i.kind === 'second_yellow')).length;
  return {
    id: match.id,
    sport: page.league.sport,
    kickoffAt: match.kickoffAt,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    halfScore: match.halfScore,
    quarterScores,
    penaltyScore: match.penaltyScore,
    firstLeg,
    homeCorner: teamStats?.home.corners ?? 0,
    awayCorner: teamStats?.away.corners ?? 0,
    homeYellow: yellows('home'),
    awayYellow: yellows('away'),
    incidents: match.incidents,
    stats: teamStats ?? boxScore,
    home: club(match.homeTeamId),
    away: club(match.awayTeamId),
  };
}

/** When a report of a match is dated: at the time given (the match just ended), or about when it ended when it is written later. */
export function reportedAt(match: Pick<ReportedMatch, 'sport' | 'kickoffAt'>, now: number): Date {
  return new Date(Math.min(now, match.kickoffAt + sportEntry(match.sport).minutes * MINUTE));
}

/** The source key of a match's report: one report a match. */
export const reportKey = (matchId: number): string => `report:${matchId}`;

/** A report as an article of the news: in 头条 for the big competitions, else in its sport's column. */
export function reportArticle(report: MatchReport, publishedAt: Date, views: number): Article & { sourceKey: string } {
  const { match, league } = report;
  return {
    columnNo: league.kind !== 'friendly' && BIG_COMPETITIONS.has(league.shortName) ? '1' : sportEntry(match.sport).newsColumn,
    title: report.title,
    paragraphs: report.paragraphs,
    authorName: `${sportEntry(match.sport).name}快讯`,
    views,
    publishedAt,
    cover: report.cover,
    teamIds: [match.home.id, match.away.id],
    leagueName: league.shortName,
    matchId: match.id,
    sourceKey: reportKey(match.id),
  };
}
