import {
  BASKETBALL_PLAYER_STAT_FIELDS,
  basketballPositionName,
  basketballStatLeaders,
  type BasketballPlayerStatField,
  type FeedBasketballSideStats,
  type FeedBasketballStats,
  type FeedLineupPlayer,
  type FeedSide,
  type MatchState,
} from '@portal/contracts';
import { PlayerLink } from '../../database/links';
import { boxScoreCell } from './box-score-cells';

/** Column headings of the SPEC §3 player statistics. */
const STAT_LABELS: Record<BasketballPlayerStatField, string> = {
  minutesPlayed: '时间',
  points: '得分',
  fieldGoalsScored: '投篮命中',
  fieldGoalsAccuracy: '命中率',
  threePoints: '三分得分',
  threePointsScored: '三分命中',
  threePointsTotal: '三分出手',
  threePointsAccuracy: '三分率',
  freeThrowsScored: '罚球命中',
  freeThrowsTotal: '罚球',
  freeThrowsAccuracy: '罚球率',
  rebounds: '篮板',
  offensiveRebounds: '前场板',
  defensiveRebounds: '后场板',
  assists: '助攻',
  steals: '抢断',
  blocks: '盖帽',
  turnovers: '失误',
  fouls: '犯规',
  assistRate: '助攻率',
};

function SideTable({
  team,
  side,
  lineup,
  leaders,
}: {
  team: string;
  side: FeedBasketballSideStats;
  lineup: ReadonlyMap<number, BoxScorePlayer>;
  leaders: Partial<Record<BasketballPlayerStatField, number>>;
}) {
  return (
    <div className="box-score__scroll table-scroll" tabIndex={0}>
      <table className="box-score" aria-label={`${team}技术统计`}>
        <thead>
          <tr>
            <th scope="col" className="box-score__player">
              {team}
            </th>
            {BASKETBALL_PLAYER_STAT_FIELDS.map((field) => (
              <th scope="col" key={field} data-field={field}>
                {STAT_LABELS[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {side.players.map((line) => {
            const player = lineup.get(line.playerId);
            return (
              <tr key={line.playerId} data-player-id={line.playerId} className={line.starter ? 'is-starter' : undefined}>
                <th scope="row" className="box-score__player" title={player?.position ? (basketballPositionName(player.position) ?? player.position) : undefined}>
                  <span className="box-score__number">{player?.number ?? ''}</span>{' '}
                  <PlayerLink sport="basketball" id={line.playerId} className="box-score__name">
                    {player?.name ?? `球员${line.playerId}`}
                  </PlayerLink>
                  {line.starter && <span className="box-score__starter">首发</span>}
                </th>
                {BASKETBALL_PLAYER_STAT_FIELDS.map((field) => {
                  const value = line[field];
                  const best = leaders[field] !== undefined && value > 0 && value === leaders[field];
                  return (
                    <td key={field} data-field={field} className={best ? 'is-best' : undefined} title={best ? '全场最高' : undefined}>
                      {boxScoreCell(line, field, side.team.fieldGoalsScored)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          <tr className="box-score__total">
            <th scope="row" className="box-score__player">
              合计
            </th>
            {BASKETBALL_PLAYER_STAT_FIELDS.map((field) => (
              <td key={field}>{boxScoreCell(side.team, field, side.team.fieldGoalsScored)}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Both teams' box scores of a live game, its players named from its line-ups. */
export function BoxScore({ match, stats }: { match: MatchState; stats: FeedBasketballStats }) {
  const lineup = new Map<number, FeedLineupPlayer>();
  for (const side of [match.lineups?.home, match.lineups?.away]) {
    for (const player of [...(side?.starters ?? []), ...(side?.substitutes ?? [])]) lineup.set(player.playerId, player);
  }
  return (
    <BoxScoresView
      stats={stats}
      teams={{ home: match.home.name, away: match.away.name }}
      lineup={lineup}
      coaches={{ home: match.lineups?.home.coach, away: match.lineups?.away.coach }}
    />
  );
}

/** A player as a box score names him: his shirt number and role where known. */
export type BoxScorePlayer = Pick<FeedLineupPlayer, 'name'> & Partial<Pick<FeedLineupPlayer, 'number' | 'position'>>;

/** Both teams' box scores with every SPEC §3 statistic; the highest value of each among all players is flagged. */
export function BoxScoresView({
  stats,
  teams,
  lineup,
  coaches = {},
}: {
  stats: FeedBasketballStats;
  teams: Record<FeedSide, string>;
  lineup: ReadonlyMap<number, BoxScorePlayer>;
  coaches?: Partial<Record<FeedSide, string>>;
}) {
  const leaders = basketballStatLeaders([...stats.home.players, ...stats.away.players]);
  return (
    <div className="box-scores" data-testid="box-score">
      {(['home', 'away'] as const).map((side) => (
        <section key={side} data-side={side}>
          {coaches[side] && (
            <p className="lineups__coach">
              {teams[side]} · 主教练：{coaches[side]}
            </p>
          )}
          <SideTable team={teams[side]} side={stats[side]} lineup={lineup} leaders={leaders} />
        </section>
      ))}
    </div>
  );
}
