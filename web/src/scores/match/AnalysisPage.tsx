import { useAsyncThrottledCallback } from '@tanstack/react-pacer';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  MATCH_RESULT_TEXT,
  matchChannel,
  positionName,
  resultFor,
  sportEntry,
  standingsChannel,
  type AnalysisStanding,
  type FeedSport,
  type GoalTimes,
  type MatchAnalysisResponse,
  type MatchResult,
  type MatchState,
  type PointsSummary,
  type ScoreTeam,
  type StandingsChannelState,
  type UpcomingMatch,
} from '@portal/contracts';
import { ClubLink, PlayerLink } from '../../database/links';
import { databaseQueries } from '../../database/queries';
import { beijingTime } from '../../lib/time';
import { useChannel } from '../../realtime/use-channel';
import { pairText } from '../../match/format';
import { LineCells, lineRecordText, sideLineOutcomes } from '../../match/line-result';
import { scoreQueries } from '../queries';
import { MatchHead } from './MatchHead';
import { MatchIdRoute } from './MatchIdRoute';
import { MatchMissing } from './MatchMissing';
import { MatchTabs } from './MatchTabs';
import { SEASON_MATCH_PAGES, SeasonMatchHero, seasonClub } from './SeasonMatchPage';
import '../scores.css';
import './analysis.css';

type Finished = MatchAnalysisResponse['headToHead'][number];
/** The analysis as read so far. */
type AnalysisAnswer = UseQueryResult<MatchAnalysisResponse>;
/** The two sides of the match analysed, as the analysis names them. */
type Sides = Pick<MatchState, 'home' | 'away'>;
const dateText = (at: number) => beijingTime(at).format('YY-MM-DD');

const resultOf = (teamId: number, m: Finished): MatchResult => resultFor(teamId, { homeTeamId: m.home.id, homeScore: m.homeScore, awayScore: m.awayScore });

function Club({ sport, team }: { sport: FeedSport; team: ScoreTeam }) {
  return (
    <ClubLink sport={sport} id={team.id} className="analysis__team">
      {team.name}
    </ClubLink>
  );
}

/** W/D/L letters as coloured marks, oldest first. */
export function FormStrip({ form, label }: { form: string; label: string }) {
  if (form === '') return <span className="analysis__none">暂无</span>;
  return (
    <span className="form-strip" aria-label={label}>
      {[...form].map((letter, index) => (
        <span key={index} className={`form-strip__mark form-strip__mark--${letter}`} data-result={letter}>
          {MATCH_RESULT_TEXT[letter as MatchResult]}
        </span>
      ))}
    </span>
  );
}

/** `teamId`'s 盘路 and the match's 大小 at its closing lines; undefined where the feed has none. */
const lineOutcomesOf = (teamId: number, m: Finished) => sideLineOutcomes(teamId, { ...m, homeTeamId: m.home.id });

function Tally({ teamId, matches }: { teamId: number; matches: readonly Finished[] }) {
  const results = matches.map((m) => resultOf(teamId, m));
  const n = (r: MatchResult) => results.filter((x) => x === r).length;
  const lines = matches.flatMap((m) => lineOutcomesOf(teamId, m) ?? []);
  return (
    <span className="analysis__tally">
      近{matches.length}场 {n('W')}胜 {n('D')}平 {n('L')}负{lines.length > 0 && ` · ${lineRecordText(lines)}`}
    </span>
  );
}

/** Finished matches, newest first, with the result for `teamId`, and its 盘路 and the 大小 at the closing lines. */
function ResultTable({ sport, teamId, matches, label }: { sport: FeedSport; teamId: number; matches: readonly Finished[]; label: string }) {
  if (matches.length === 0) return <p className="analysis__none">暂无比赛</p>;
  // The feed knows the half-time score of the matches it played live only.
  const halves = sportEntry(sport).periods.halfTimeShown && matches.some((m) => m.halfScore !== null);
  // The closing lines (终盘) of the matches the feed priced.
  const priced = matches.some((m) => m.lines !== null);
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="analysis-table" aria-label={label}>
        <thead>
          <tr>
            <th>日期</th>
            <th>赛事</th>
            <th className="c-home">主队</th>
            <th>比分</th>
            <th className="c-away">客队</th>
            {halves && <th>半场</th>}
            <th>结果</th>
            {priced && (
              <>
                <th>盘口</th>
                <th>盘路</th>
                <th>大小</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => {
            const result = resultOf(teamId, m);
            const outcomes = lineOutcomesOf(teamId, m);
            return (
              <tr key={m.id} data-match={m.id}>
                <td>{dateText(m.kickoffAt)}</td>
                <td>
                  <span className="analysis__league" style={{ background: m.league.color }}>
                    {m.league.name}
                  </span>
                </td>
                <td className={`c-home ${m.home.id === teamId ? 'is-self' : ''}`}>
                  <Club sport={sport} team={m.home} />
                </td>
                <td className="analysis__score">
                  {m.homeScore}-{m.awayScore}
                </td>
                <td className={`c-away ${m.away.id === teamId ? 'is-self' : ''}`}>
                  <Club sport={sport} team={m.away} />
                </td>
                {halves && <td>{m.halfScore ? pairText(m.halfScore) : '-'}</td>}
                <td className={`analysis__result analysis__result--${result}`}>{MATCH_RESULT_TEXT[result]}</td>
                {priced && <LineCells sport={sport} lines={m.lines} outcomes={outcomes} empty="-" />}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The meetings of the sides: all of them, or only those with today's home side at home. */
function HeadToHead({ sport, match, meetings }: { sport: FeedSport; match: Sides; meetings: readonly Finished[] }) {
  const [sameHome, setSameHome] = useState(false);
  const shown = sameHome ? meetings.filter((m) => m.home.id === match.home.id) : meetings;
  return (
    <section className="match-section" aria-label="历史交锋">
      <h2>历史交锋</h2>
      <div className="analysis__bar">
        <div className="analysis__filter" role="group" aria-label="主客场">
          <button type="button" className={sameHome ? '' : 'is-active'} aria-pressed={!sameHome} onClick={() => setSameHome(false)}>
            全部
          </button>
          <button type="button" className={sameHome ? 'is-active' : ''} aria-pressed={sameHome} onClick={() => setSameHome(true)}>
            同主客
          </button>
        </div>
        <span>
          {match.home.name} <Tally teamId={match.home.id} matches={shown} />
        </span>
      </div>
      <ResultTable sport={sport} teamId={match.home.id} matches={shown} label="交锋记录" />
    </section>
  );
}

/** Both sides' rows of the table: as it stood before the match (`before`, an older match's), or as it stands. */
function StandingRows({
  sport,
  match,
  home,
  away,
  before,
}: {
  sport: FeedSport;
  match: Sides;
  home: AnalysisStanding | null;
  away: AnalysisStanding | null;
  before: boolean;
}) {
  // A table with draws counts them and ranks by points; one without ranks by win rate. Goals are 进/失, points 得分/失分.
  const { draws, unit } = sportEntry(sport).scoring;
  const goals = unit === 'goals';
  const rows = [
    { team: match.home, standing: home },
    { team: match.away, standing: away },
  ];
  return (
    <section className="match-section" aria-label="联赛积分">
      <h2>{before ? '赛前积分' : '联赛积分'}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="analysis-table analysis-table--standings" aria-label="积分排名">
          <thead>
            <tr>
              <th className="c-team">球队</th>
              <th>赛事</th>
              <th>排名</th>
              <th>赛</th>
              <th>胜</th>
              {draws && <th>平</th>}
              <th>负</th>
              <th>{goals ? '进' : '得分'}</th>
              <th>{goals ? '失' : '失分'}</th>
              <th>{goals ? '净' : '分差'}</th>
              <th>{draws ? '积分' : '胜率'}</th>
              <th>近况</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ team, standing }) => {
              const row = standing?.row;
              return (
                <tr key={team.id} data-team={team.id}>
                  <td className="c-team">
                    <Club sport={sport} team={team} />
                  </td>
                  {row === undefined ? (
                    <td colSpan={draws ? 11 : 10} className="analysis__none">
                      暂无积分
                    </td>
                  ) : (
                    <>
                      <td>
                        {standing!.league}
                        {standing!.group}
                      </td>
                      {/* Before a side has played, its place is only the order of the tie-breaks: none yet. */}
                      <td data-field="rank">{row.played === 0 ? '-' : `${row.rank}/${standing!.size}`}</td>
                      <td data-field="played">{row.played}</td>
                      <td>{row.won}</td>
                      {draws && <td>{row.drawn}</td>}
                      <td>{row.lost}</td>
                      <td>{row.scored}</td>
                      <td>{row.conceded}</td>
                      <td>{row.scored - row.conceded}</td>
                      <td data-field="points">{draws ? row.points : `${row.winRate}%`}</td>
                      <td>
                        <FormStrip form={row.form} label={`${team.name} 积分榜近况`} />
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** 伤停情况: each side's players banned from the match, with their numbers and positions. */
function Suspensions({ sport, match, suspended }: { sport: FeedSport; match: Sides; suspended: MatchAnalysisResponse['suspended'] }) {
  return (
    <section className="match-section" aria-label="伤停情况">
      <h2>伤停情况</h2>
      <div className="analysis__pair">
        {[
          { team: match.home, players: suspended.home },
          { team: match.away, players: suspended.away },
        ].map(({ team, players }) => (
          <div key={team.id}>
            <h3 className="analysis__side">{team.name}</h3>
            {players.length === 0 ? (
              <p className="analysis__none">暂无伤停</p>
            ) : (
              <div className="table-scroll" tabIndex={0}>
                <table className="analysis-table" aria-label={`${team.name} 伤停`}>
                  <tbody>
                    {players.map((player) => (
                      <tr key={player.playerId}>
                        <td>{player.number}</td>
                        <td>
                          <PlayerLink sport={sport} id={player.playerId}>
                            {player.name}
                          </PlayerLink>
                        </td>
                        <td>{positionName(sport, player.position)}</td>
                        <td className="analysis__ban">红牌停赛</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function Upcoming({ sport, team, matches }: { sport: FeedSport; team: ScoreTeam; matches: readonly UpcomingMatch[] }) {
  return (
    <div>
      <h3 className="analysis__side">{team.name}</h3>
      {matches.length === 0 ? (
        <p className="analysis__none">暂无赛程</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="analysis-table" aria-label={`${team.name} 未来赛程`}>
            <tbody>
              {matches.map((m) => (
                <tr key={m.id}>
                  <td>{beijingTime(m.kickoffAt).format('MM-DD HH:mm')}</td>
                  <td>
                    <span className="analysis__league" style={{ background: m.league.color }}>
                      {m.league.name}
                    </span>
                  </td>
                  <td className="c-home">
                    <Club sport={sport} team={m.home} />
                  </td>
                  <td>VS</td>
                  <td className="c-away">
                    <Club sport={sport} team={m.away} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Goals for and against by 15-minute band, both sides, with bars scaled to the largest band. */
function GoalTimesTable({ match, home, away, before }: { match: Sides; home: GoalTimes; away: GoalTimes; before: boolean }) {
  const most = Math.max(1, ...[...home.bands, ...away.bands].flatMap((b) => [b.scored, b.conceded]));
  const bar = (value: number, kind: string) => (
    <span className="goal-bar">
      <span className={`goal-bar__fill goal-bar__fill--${kind}`} style={{ width: `${(value / most) * 100}%` }} />
      <span className="goal-bar__value">{value}</span>
    </span>
  );
  return (
    <section className="match-section" aria-label="进球时间分布">
      <h2>进球时间分布</h2>
      <p className="analysis__note">
        {before ? '赛前本赛季联赛' : '本赛季联赛'}：{match.home.name} {home.matches} 场，{match.away.name} {away.matches} 场
      </p>
      <div className="table-scroll" tabIndex={0}>
        <table className="analysis-table analysis-table--goals" aria-label="进球时间">
          <thead>
            <tr>
              <th>{match.home.name} 进球</th>
              <th>{match.home.name} 失球</th>
              <th>时间段</th>
              <th>{match.away.name} 进球</th>
              <th>{match.away.name} 失球</th>
            </tr>
          </thead>
          <tbody>
            {home.bands.map((band, index) => {
              const other = away.bands[index];
              const last = index === home.bands.length - 1;
              return (
                <tr key={band.from} data-band={band.from}>
                  <td>{bar(band.scored, 'for')}</td>
                  <td>{bar(band.conceded, 'against')}</td>
                  <th scope="row">
                    {band.from}-{band.to}
                    {last ? '+' : ''}′
                  </th>
                  <td>{bar(other?.scored ?? 0, 'for')}</td>
                  <td>{bar(other?.conceded ?? 0, 'against')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PointsTable({ match, home, away }: { match: Sides; home: PointsSummary; away: PointsSummary }) {
  const rows = [
    { team: match.home, points: home },
    { team: match.away, points: away },
  ];
  return (
    <section className="match-section" aria-label="得失分">
      <h2>场均得失分</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="analysis-table" aria-label="得失分">
          <thead>
            <tr>
              <th className="c-team">球队</th>
              <th>近期场次</th>
              <th>近期得分</th>
              <th>近期失分</th>
              <th>赛季场次</th>
              <th>赛季得分</th>
              <th>赛季失分</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ team, points }) => (
              <tr key={team.id} data-team={team.id}>
                <td className="c-team">{team.name}</td>
                <td>{points.recentGames}</td>
                <td data-field="recentScored">{points.recentScored.toFixed(1)}</td>
                <td data-field="recentConceded">{points.recentConceded.toFixed(1)}</td>
                <td>{points.seasonGames}</td>
                <td>{points.seasonScored.toFixed(1)}</td>
                <td>{points.seasonConceded.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The least time between two readings of an analysis its tables' changes ask for. */
export const TABLE_REFRESH_MS = 1_000;

/** Reads the analysis again whenever the table of `seasonId` changes after it was first received. */
function TableWatch({ seasonId, onChange }: { seasonId: number; onChange: () => void }) {
  const table = useChannel<StandingsChannelState>(standingsChannel(seasonId));
  const first = useRef<number | null>(null);
  useEffect(() => {
    if (table.seq === null) return;
    if (first.current === null) first.current = table.seq;
    else if (table.seq !== first.current) onChange();
  }, [table.seq, onChange]);
  return null;
}

function AnalysisBody({ sport, match, analysis }: { sport: FeedSport; match: Sides; analysis: MatchAnalysisResponse }) {
  return (
    <>
      <StandingRows sport={sport} match={match} home={analysis.homeStanding} away={analysis.awayStanding} before={analysis.asOf !== null} />
      {sportEntry(sport).suspensions && <Suspensions sport={sport} match={match} suspended={analysis.suspended} />}
      <HeadToHead sport={sport} match={match} meetings={analysis.headToHead} />
      <section className="match-section" aria-label="近期战绩">
        <h2>近期战绩</h2>
        {[
          { team: match.home, form: analysis.homeForm, recent: analysis.homeRecent },
          { team: match.away, form: analysis.awayForm, recent: analysis.awayRecent },
        ].map(({ team, form, recent }) => (
          <div key={team.id} className="analysis__recent">
            <div className="analysis__bar">
              <h3 className="analysis__side">{team.name}</h3>
              <FormStrip form={form} label={`${team.name} 近期战绩`} />
              <Tally teamId={team.id} matches={recent} />
            </div>
            <ResultTable sport={sport} teamId={team.id} matches={recent} label={`${team.name} 近期比赛`} />
          </div>
        ))}
      </section>
      {analysis.homeGoalTimes && analysis.awayGoalTimes && (
        <GoalTimesTable match={match} home={analysis.homeGoalTimes} away={analysis.awayGoalTimes} before={analysis.asOf !== null} />
      )}
      {analysis.homePoints && analysis.awayPoints && <PointsTable match={match} home={analysis.homePoints} away={analysis.awayPoints} />}
      <section className="match-section" aria-label="未来赛程">
        <h2>未来赛程</h2>
        <div className="analysis__pair">
          <Upcoming sport={sport} team={match.home} matches={analysis.homeUpcoming} />
          <Upcoming sport={sport} team={match.away} matches={analysis.awayUpcoming} />
        </div>
      </section>
    </>
  );
}

/**
 * A match's analysis: its header live from the match channel, the season's tables, form and
 * fixtures. A match the live scores do not hold (an older one of a season) has its result's header
 * from the data base, and the analysis of what came before its kick-off.
 */
export function AnalysisPage({ sport, matchId }: { sport: FeedSport; matchId: number }) {
  const match = useChannel<MatchState>(matchChannel(sport, matchId));
  // Asked beside the channel, not after it.
  const analysis = useQuery(scoreQueries.analysis(sport, matchId));
  const state = match.state;
  if (!state) {
    if (match.status === 'failed') return <SeasonAnalysis sport={sport} matchId={matchId} analysis={analysis} />;
    return (
      <section className="match-centre is-loading">
        <p className="scores-empty">比赛数据加载中…</p>
      </section>
    );
  }
  return (
    <AnalysisFrame sport={sport} matchId={matchId} seasonId={state.seasonId} sides={state} analysis={analysis}>
      <MatchHead sport={sport} current="analysis" match={match} />
    </AnalysisFrame>
  );
}

/** The analysis of a match of a season the live scores do not hold, headed by its result. */
function SeasonAnalysis({ sport, matchId, analysis }: { sport: FeedSport; matchId: number; analysis: AnalysisAnswer }) {
  const page = useQuery(databaseQueries.match(matchId));
  if (page.isPending) return <MatchMissing sport={sport} text="比赛数据加载中…" loading />;
  if (page.isError || page.data.league.sport !== sport) return <MatchMissing sport={sport} text="未找到该比赛" />;
  const { match } = page.data;
  return (
    <AnalysisFrame
      sport={sport}
      matchId={matchId}
      seasonId={page.data.seasonId}
      sides={{ home: seasonClub(page.data, match.homeTeamId), away: seasonClub(page.data, match.awayTeamId) }}
      analysis={analysis}
    >
      <SeasonMatchHero page={page.data} />
      <MatchTabs sport={sport} matchId={matchId} current="analysis" pages={SEASON_MATCH_PAGES} />
    </AnalysisFrame>
  );
}

/** The analysis under a match's head (`children`), read again when a table it shows changes. */
function AnalysisFrame({
  sport,
  matchId,
  seasonId,
  sides,
  analysis,
  children,
}: {
  sport: FeedSport;
  matchId: number;
  seasonId: number;
  sides: Sides;
  analysis: AnalysisAnswer;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // A table changes with each goal of its round, often more than once a second on a busy evening:
  // a reading on its way is let finish rather than started again at each change (which would never
  // finish on a slow connection), and at most one more follows it, after the last change.
  const refresh = useAsyncThrottledCallback(
    () => queryClient.refetchQueries({ queryKey: scoreQueries.analysis(sport, matchId).queryKey }, { cancelRefetch: false }),
    { wait: TABLE_REFRESH_MS },
  );
  const seasons = new Set([seasonId, analysis.data?.homeStanding?.seasonId, analysis.data?.awayStanding?.seasonId]);
  return (
    <section className={analysis.isPending ? 'match-centre analysis is-loading' : 'match-centre analysis'} aria-label="比赛分析">
      {children}
      {[...seasons].map((id) => id !== undefined && <TableWatch key={id} seasonId={id} onChange={refresh} />)}
      <div className="analysis__body">
        {analysis.data ? (
          <AnalysisBody sport={sport} match={sides} analysis={analysis.data} />
        ) : (
          <p className="scores-empty">{analysis.isError ? '分析数据加载失败' : '分析数据加载中…'}</p>
        )}
      </div>
    </section>
  );
}

/** The analysis page of a route's `id`. */
export function AnalysisRoutePage({ sport, id }: { sport: FeedSport; id: string | undefined }) {
  return <MatchIdRoute id={id} page={(matchId) => <AnalysisPage key={matchId} sport={sport} matchId={matchId} />} />;
}
