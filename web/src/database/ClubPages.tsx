import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  positionName,
  resultFor,
  roleInLine,
  squadByLine,
  type FeedSeasonMatch,
  type FeedSport,
  type PlayerPageResponse,
  type Sport,
} from '@portal/contracts';
import { beijingTime } from '../lib/time';
import { LineCells, lineRecordText, sideLineOutcomes } from '../match/line-result';
import { Form, FormMark } from './LeaguePage';
import { MatchCells } from './MatchCells';
import { WithLiveRows } from './live-rows';
import { LeagueLink, PlayerLink, TeamLink } from './links';
import { databaseQueries } from './queries';
import { aggregateText, tieStanding } from './ties';
import { PageLoading } from './PageLoading';
import './database.css';

const FIXTURE_COLUMNS = ['时间', '轮次', '主队', '比分', '客队', '结果', '盘口', '盘路', '大小'] as const;

/** A club's page: squad by position, season statistics, form, 盘路, and fixtures with their closing lines. */
export function TeamPage({ sport, teamId }: { sport: FeedSport; teamId: number }) {
  // The current season until the fan picks another.
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const page = useQuery({ ...databaseQueries.team(sport, teamId, picked), placeholderData: keepPreviousData });
  if (page.isPending) return <PageLoading />;
  if (page.isError) return <p className="db-empty">未找到该球队</p>;
  const { team, league, seasonId, squad, appearances, goals, suspended, standing, football, basketball, matches, form, teams, cups } = page.data;
  const lines = matches.flatMap((m) => (m.finished ? (sideLineOutcomes(teamId, m) ?? []) : []));
  const cupTies = cups.flatMap((cup) => cup.matches.map((m) => ({ cup, m }))).sort((a, b) => a.m.kickoffAt - b.m.kickoffAt);
  return (
    <div className="db-page">
      <div className="db-head">
        <img src={team.logo} alt="" width={48} height={48} />
        <h1 className="db-title">{team.name}</h1>
        <LeagueLink sport={sport} leagueId={league.id} seasonId={seasonId}>
          {league.shortName}
        </LeagueLink>
        <select aria-label="赛季" value={seasonId} onChange={(event) => setPicked(Number(event.target.value))}>
          {league.seasons.map((season) => (
            <option key={season.id} value={season.id}>
              {season.name}
            </option>
          ))}
        </select>
        {standing && <span>排名 {standing.rank}</span>}
        <Form form={form} />
      </div>
      <h2>赛季统计</h2>
      {football && (
        <p>
          {football.played} 场 {football.won} 胜 {football.drawn} 平 {football.lost} 负，进 {football.scored} 失 {football.conceded}，零封{' '}
          {football.cleanSheets}，黄牌 {football.yellow}，红牌 {football.red}
        </p>
      )}
      {basketball && (
        <p>
          {basketball.played} 场 {basketball.won} 胜 {basketball.lost} 负，场均得分{' '}
          {basketball.played ? (basketball.totals.points / basketball.played).toFixed(1) : 0}，场均失分{' '}
          {basketball.played ? (basketball.conceded / basketball.played).toFixed(1) : 0}
        </p>
      )}
      {lines.length > 0 && <p data-testid="club-lines">{lineRecordText(lines)}（{lines.length} 场有盘）</p>}
      <h2>阵容</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="db-table db-squad" aria-label="阵容">
          <tbody>
            {squadByLine(sport, squad).map(({ line, players }) => (
              <tr key={line}>
                <th scope="row">{line}</th>
                <td>
                  <ul className="db-squad__players">
                    {players.map((p) => (
                      <li key={p.id}>
                        <span className="db-squad__number">{p.number}</span>
                        <PlayerLink sport={sport} id={p.id}>
                          {p.name}
                        </PlayerLink>
                        {roleInLine(sport, p.position) && <span className="db-squad__role">{roleInLine(sport, p.position)}</span>}
                        <span className="db-squad__games">
                          {appearances[String(p.id)] ?? 0} 场{goals[String(p.id)] ? ` ${goals[String(p.id)]} 球` : ''}
                        </span>
                        {suspended.includes(p.id) && (
                          <span className="db-squad__ban" title="下一场比赛红牌停赛">
                            停赛
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>赛程</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="db-table" aria-label="球队赛程">
          <thead>
            <tr>
              {FIXTURE_COLUMNS.map((label) => (
                <th key={label}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <WithLiveRows sport={sport} matches={matches}>
              {(live) =>
                matches.map((m) => {
                  const outcomes = m.finished ? sideLineOutcomes(teamId, m) : undefined;
                  return (
                    <tr key={m.id}>
                      <td>{beijingTime(m.kickoffAt).format('YYYY-MM-DD HH:mm')}</td>
                      <td>{m.roundName}</td>
                      <MatchCells sport={sport} teams={teams} match={m} live={live[String(m.id)]} />
                      <ResultCell teamId={teamId} match={m} />
                      <LineCells sport={sport} lines={m.lines} outcomes={outcomes} empty="" />
                    </tr>
                  );
                })
              }
            </WithLiveRows>
          </tbody>
        </table>
      </div>
      {cups.length > 0 && (
        <>
          <h2>杯赛</h2>
          <div className="table-scroll" tabIndex={0}>
            <table className="db-table" aria-label="杯赛赛程">
              <tbody>
                <WithLiveRows sport={sport} matches={cupTies.map(({ m }) => m)}>
                  {(live) =>
                    cupTies.map(({ cup, m }) => (
                      <tr key={m.id}>
                        <td>{beijingTime(m.kickoffAt).format('YYYY-MM-DD HH:mm')}</td>
                        <td>
                          <LeagueLink sport={sport} leagueId={cup.league.id} seasonId={cup.seasonId} tab={1}>
                            {cup.league.shortName}
                          </LeagueLink>
                        </td>
                        <td>{m.roundName}</td>
                        <MatchCells sport={sport} teams={teams} match={m} live={live[String(m.id)]} />
                        <td className="db-aggregate">{aggregateText(tieStanding(m, cup.matches))}</td>
                        <ResultCell teamId={team.id} match={m} />
                      </tr>
                    ))
                  }
                </WithLiveRows>
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** A finished match's result for the club, 胜, 平 or 负; empty before it. */
function ResultCell({ teamId, match }: { teamId: number; match: FeedSeasonMatch }) {
  return (
    <td>
      {match.finished && (
        <span className="db-form" data-testid="club-result">
          <FormMark result={resultFor(teamId, match)} />
        </span>
      )}
    </td>
  );
}

/** A player's career by season, by his sport: football's appearances, minutes, goals and cards; basketball's games and totals. */
const CAREER_COLUMNS: {
  readonly [S in Sport]: { headings: readonly string[]; cells(season: PlayerPageResponse['career'][number]): ReactNode };
} = {
  football: {
    headings: ['出场（首发）', '出场时间', '进球', '点球', '助攻', '黄牌', '红牌'],
    cells: (c) => (
      <>
        <td>
          {c.football?.appearances ?? 0}（{c.football?.starts ?? 0}）
        </td>
        <td>{c.football?.minutes === undefined ? '-' : `${c.football.minutes}'`}</td>
        <td>{c.football?.goals ?? 0}</td>
        <td>{c.football?.penaltyGoals ?? 0}</td>
        <td>{c.football?.assists ?? 0}</td>
        <td>{c.football?.yellow ?? 0}</td>
        <td>{c.football?.red ?? 0}</td>
      </>
    ),
  },
  basketball: {
    headings: ['出场', '得分', '篮板', '助攻'],
    cells: (c) => (
      <>
        <td>{c.basketball?.games ?? 0}</td>
        <td>{c.basketball?.totals.points ?? 0}</td>
        <td>{c.basketball?.totals.rebounds ?? 0}</td>
        <td>{c.basketball?.totals.assists ?? 0}</td>
      </>
    ),
  },
};

/** A player's page: profile, season and career statistics, recent matches. */
export function PlayerPage({ sport, playerId }: { sport: FeedSport; playerId: number }) {
  const page = useQuery(databaseQueries.player(sport, playerId, undefined));
  if (page.isPending) return <PageLoading />;
  if (page.isError) return <p className="db-empty">未找到该球员</p>;
  const { player, team, career, matches, averages, teams } = page.data;
  return (
    <div className="db-page">
      <div className="db-head">
        <h1 className="db-title">{player.name}</h1>
        <TeamLink sport={sport} team={team} id={team.id} />
        <span>
          {player.number} 号 · {positionName(sport, player.position)} · {player.nationality}
        </span>
      </div>
      {averages && (
        <p>
          场均 {averages.points} 分 {averages.rebounds} 篮板 {averages.assists} 助攻 {averages.steals} 抢断 {averages.blocks} 盖帽，投篮命中率{' '}
          {averages.fieldGoalsTotal ? `${averages.fieldGoalsAccuracy}%` : '-'}
        </p>
      )}
      <h2>生涯统计</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="db-table" aria-label="生涯统计">
          <thead>
            <tr>
              <th>赛季</th>
              {CAREER_COLUMNS[sport].headings.map((heading) => (
                <th key={heading}>{heading}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {career.map((c) => (
              <tr key={c.seasonId}>
                <td>{c.seasonName}</td>
                {CAREER_COLUMNS[sport].cells(c)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>近期比赛</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="db-table" aria-label="近期比赛">
          <tbody>
            {matches.slice(0, 10).map(({ match, goals, assists, line, minutes, appeared, started }) => (
              <tr key={match.id}>
                <td>{beijingTime(match.kickoffAt).format('MM-DD')}</td>
                <MatchCells sport={sport} teams={teams} match={match} />
                <td className={appeared ? undefined : 'muted'}>
                  {!appeared
                    ? '未出场'
                    : appearanceText({ started, minutes: line?.minutesPlayed ?? minutes ?? null, line, goals, assists })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What a player did in a match he played: 首发 or 替补, his minutes where known, his points or goals. */
function appearanceText({
  started,
  minutes,
  line,
  goals,
  assists,
}: {
  started: boolean;
  minutes: number | null;
  line: { points: number; rebounds: number; assists: number } | null;
  goals: number;
  assists: number;
}): string {
  const did = line ? `${line.points} 分 ${line.rebounds} 板 ${line.assists} 助` : `${goals} 球 ${assists} 助攻`;
  return [started ? '首发' : '替补', minutes === null ? undefined : `${minutes}分钟`, did].filter((part) => part !== undefined).join(' · ');
}
