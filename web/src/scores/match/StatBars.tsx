import { bySport, type FeedBasketballStats, type FeedFootballStats, type FeedIncident, type MatchState } from '@portal/contracts';
import { boxScoreCell } from './box-score-cells';
import { flashClass, type Flashes } from '../use-flashes';

export interface StatLine {
  key: string;
  label: string;
  home: number;
  away: number;
  /** A percentage, shown with its sign. */
  percent?: boolean;
  /** The values as shown, where a side's figure is not its number (a percentage of nothing is "-"). */
  shown?: readonly [string, string];
}

/** A football match's card counts: a second yellow counts as a red, as the live counters count it. */
export type CardCounts = Pick<MatchState, 'homeYellow' | 'awayYellow' | 'homeRed' | 'awayRed'>;

/** The card counts of a match's incidents. */
export function cardCounts(incidents: readonly FeedIncident[]): CardCounts {
  const count = (team: FeedIncident['team'], kinds: readonly FeedIncident['kind'][]) =>
    incidents.filter((incident) => incident.team === team && kinds.includes(incident.kind)).length;
  return {
    homeYellow: count('home', ['yellow']),
    awayYellow: count('away', ['yellow']),
    homeRed: count('home', ['red', 'second_yellow']),
    awayRed: count('away', ['red', 'second_yellow']),
  };
}

/** The statistics of a football match, in the order the score sites list them. */
export function footballStatLines(match: { stats: FeedFootballStats } & CardCounts): StatLine[] {
  const { home, away } = match.stats;
  return [
    { key: 'possession', label: '控球率', home: home.possession, away: away.possession, percent: true },
    { key: 'shots', label: '射门', home: home.shots, away: away.shots },
    { key: 'shotsOnTarget', label: '射正', home: home.shotsOnTarget, away: away.shotsOnTarget },
    { key: 'corners', label: '角球', home: home.corners, away: away.corners },
    { key: 'attacks', label: '进攻', home: home.attacks, away: away.attacks },
    { key: 'dangerousAttacks', label: '危险进攻', home: home.dangerousAttacks, away: away.dangerousAttacks },
    { key: 'yellow', label: '黄牌', home: match.homeYellow, away: match.awayYellow },
    { key: 'red', label: '红牌', home: match.homeRed, away: match.awayRed },
  ];
}

const SHOOTING_LABELS = { fieldGoalsAccuracy: '投篮命中率', threePointsAccuracy: '三分命中率', freeThrowsAccuracy: '罚球命中率' } as const;

/** The team totals of a basketball box score. */
export function basketballStatLines(match: { stats: FeedBasketballStats }): StatLine[] {
  const home = match.stats.home.team;
  const away = match.stats.away.team;
  return [
    ...(['fieldGoalsAccuracy', 'threePointsAccuracy', 'freeThrowsAccuracy'] as const).map((key) => ({
      key,
      label: SHOOTING_LABELS[key],
      home: home[key],
      away: away[key],
      percent: true,
      shown: [boxScoreCell(home, key, home.fieldGoalsScored), boxScoreCell(away, key, away.fieldGoalsScored)] as const,
    })),
    { key: 'rebounds', label: '篮板', home: home.rebounds, away: away.rebounds },
    { key: 'assists', label: '助攻', home: home.assists, away: away.assists },
    { key: 'steals', label: '抢断', home: home.steals, away: away.steals },
    { key: 'blocks', label: '盖帽', home: home.blocks, away: away.blocks },
    { key: 'turnovers', label: '失误', home: home.turnovers, away: away.turnovers },
    { key: 'fouls', label: '犯规', home: home.fouls, away: away.fouls },
  ];
}

/** A live match's statistics, by their sport: football's team figures and cards, basketball's team totals. */
export function statLinesOf(match: Pick<MatchState, 'stats'> & CardCounts): StatLine[] {
  return bySport(match.stats, {
    football: (stats) => footballStatLines({ ...match, stats }),
    basketball: (stats) => basketballStatLines({ stats }),
  });
}

/** Each side's share of the two values, as the widths of its part of the bar. */
function widths(line: StatLine): [number, number] {
  const total = line.home + line.away;
  return total === 0 ? [0, 0] : [(line.home / total) * 100, (line.away / total) * 100];
}

/** Statistics as split bars: the home side's share in green from the left, the away side's in amber. */
export function StatBars({ lines, flashes }: { lines: readonly StatLine[]; flashes: Flashes }) {
  return (
    <ul className="stat-bars">
      {lines.map((line) => {
        const [home, away] = widths(line);
        const suffix = line.percent ? '%' : '';
        const [homeText, awayText] = line.shown ?? [`${line.home}${suffix}`, `${line.away}${suffix}`];
        return (
          <li className={`stat-bar ${flashClass(flashes, `stat:${line.key}`)}`} key={line.key} data-stat={line.key}>
            <span className="stat-bar__label">{line.label}</span>
            <span className="stat-bar__value">
              {homeText}
            </span>
            <span className="stat-bar__track" aria-hidden="true">
              <span className="stat-bar__home" style={{ width: `${home}%` }} />
              <span className="stat-bar__away" style={{ width: `${away}%` }} />
            </span>
            <span className="stat-bar__value stat-bar__value--away">
              {awayText}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
