import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bySport,
  MATCH_RESULT_TEXT,
  sportEntry,
  standingsChannel,
  type FeedSport,
  type FeedStandingGroup,
  type FeedStandingsView,
  type MatchResult,
  type SeasonPlayersResponse,
  type SeasonStandingsResponse,
  type Sport,
  type StandingsChannelState,
} from '@portal/contracts';
import { beijingTime } from '../lib/time';
import { useChannel } from '../realtime/use-channel';
import { ClubBadge, LeagueLink, PlayerLink, TeamLink, useLeagueNavigate } from './links';
import { databaseQueries } from './queries';
import { MatchCells } from './MatchCells';
import { WithLiveRows } from './live-rows';
import { aggregateText, tieStanding } from './ties';
import { PageLoading } from './PageLoading';
import './database.css';

const VIEWS: readonly [FeedStandingsView, string][] = [
  ['total', '总'],
  ['home', '主场'],
  ['away', '客场'],
  ['form', '近况'],
];

type Page = { sport: FeedSport; leagueId: number; seasonId: number | undefined; tab: number };

/** A league's page; without a season, its current one. */
export function LeaguePage({ sport, leagueId, seasonId, tab }: Page) {
  const home = useQuery({ ...databaseQueries.home(sport), enabled: seasonId === undefined });
  if (seasonId !== undefined) return <LeagueSeason sport={sport} leagueId={leagueId} seasonId={seasonId} tab={tab} />;
  const league = home.data?.leagues.find((l) => l.id === leagueId);
  const current = league?.seasons.find((s) => s.current) ?? league?.seasons[0];
  if (home.isPending) return <PageLoading />;
  if (current === undefined) return <p className="db-empty">未找到该联赛</p>;
  return <LeagueSeason sport={sport} leagueId={leagueId} seasonId={current.id} tab={tab} />;
}

/** A league's season: its tables, rounds and leader boards, one tab at a time, with a season picker. */
function LeagueSeason({ sport, leagueId, seasonId, tab }: Page & { seasonId: number }) {
  const tabs = sportEntry(sport).web.leagueTabs;
  const goTo = useLeagueNavigate(sport, leagueId);
  const standings = useQuery(databaseQueries.standings(seasonId, 'total'));
  const league = standings.data?.league;
  // A cup of knockout ties only has no table: its page opens on its ties.
  const knockoutOnly = league?.kind === 'cup' && standings.data?.groups.length === 0;
  const shownTab = knockoutOnly && tab === 0 ? 1 : tab;
  return (
    <div className="db-page">
      <div className="db-head">
        <h1 className="db-title">{league?.name ?? '联赛'}</h1>
        {league && (
          <select
            aria-label="赛季"
            value={seasonId}
            onChange={(event) => void goTo(Number(event.target.value), tab)}
          >
            {league.seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <nav className="db-tabs">
        {tabs.map((name, n) =>
          knockoutOnly && n === 0 ? null : (
            <LeagueLink key={name} sport={sport} leagueId={leagueId} seasonId={seasonId} tab={n} className={n === shownTab ? 'db-tab-on' : undefined}>
              {name}
            </LeagueLink>
          ),
        )}
      </nav>
      {standings.isError && <p className="db-empty">数据加载失败</p>}
      {shownTab === 0 && standings.isPending && <p className="db-empty db-loading">加载中…</p>}
      {shownTab === 0 && standings.isSuccess && <StandingsTab sport={sport} seasonId={seasonId} />}
      {shownTab === 1 && <FixturesTab sport={sport} seasonId={seasonId} />}
      {shownTab >= 2 && <LeadersTab sport={sport} seasonId={seasonId} board={tabs[shownTab] ?? ''} />}
    </div>
  );
}

function StandingsTab({ sport, seasonId }: { sport: FeedSport; seasonId: number }) {
  const [view, setView] = useState<FeedStandingsView>('total');
  const page = useQuery(databaseQueries.standings(seasonId, view));
  const channel = useChannel<StandingsChannelState>(standingsChannel(seasonId));
  if (page.isPending) return <p className="db-empty db-loading">加载中…</p>;
  if (page.isError) return null;
  const groups = channel.state?.[view] ?? page.data.groups;
  return (
    <section>
      <div className="db-tabs" role="group" aria-label="积分榜视图">
        {VIEWS.map(([key, name]) => (
          <a
            key={key}
            href="#"
            aria-current={key === view ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setView(key);
            }}
          >
            {name}
          </a>
        ))}
      </div>
      {groups.map((group) => (
        <StandingTable key={group.name} sport={sport} group={group} teams={page.data.teams} />
      ))}
    </section>
  );
}

function StandingTable({ sport, group, teams }: { sport: FeedSport; group: FeedStandingGroup; teams: SeasonStandingsResponse['teams'] }) {
  const zoneOf = (rank: number) => group.zones.find((z) => rank >= z.from && rank <= z.to);
  // A table with draws counts them and ranks by points, goal difference beside; one without ranks by win rate.
  const { draws, unit } = sportEntry(sport).scoring;
  const goals = unit === 'goals';
  return (
    <>
      {group.name && <h2>{group.name}</h2>}
      <div className="table-scroll" tabIndex={0}>
        <table className="db-table" aria-label={group.name || '积分榜'}>
          <thead>
            <tr>
              <th>排名</th>
              <th>球队</th>
              <th>场次</th>
              <th>胜</th>
              {draws && <th>平</th>}
              <th>负</th>
              <th>{goals ? '进/失' : '得/失分'}</th>
              {goals && <th>净胜</th>}
              <th>{draws ? '积分' : '胜率'}</th>
              <th>近况</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.teamId} className={zoneOf(row.rank) ? `db-zone-${zoneOf(row.rank)?.kind}` : undefined} data-team={row.teamId}>
                <td>{row.rank}</td>
                <td className="db-name">
                  <ClubBadge team={teams[String(row.teamId)]} />
                  <TeamLink sport={sport} team={teams[String(row.teamId)]} id={row.teamId} />
                </td>
                <td className="db-played">{row.played}</td>
                <td>{row.won}</td>
                {draws && <td>{row.drawn}</td>}
                <td>{row.lost}</td>
                <td>
                  {row.scored}/{row.conceded}
                </td>
                {goals && <td>{row.scored - row.conceded}</td>}
                <td className="db-points">{draws ? row.points : `${row.winRate}%`}</td>
                <td>
                  <Form form={row.form} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="db-legend">
        {group.zones.map((zone) => (
          <span key={zone.name} className={`db-zone-${zone.kind}`}>
            {zone.from}-{zone.to} {zone.name}
          </span>
        ))}
      </p>
    </>
  );
}

export function Form({ form }: { form: string }) {
  return (
    <span className="db-form" aria-label={`近况 ${form}`}>
      {[...form].map((result, i) => (
        <FormMark key={i} result={result} />
      ))}
    </span>
  );
}

/** One result of a form guide (W, D or L) as 胜, 平 or 负 in its colour; inside a `.db-form`. */
export function FormMark({ result }: { result: string }) {
  return <span className={result}>{MATCH_RESULT_TEXT[result as MatchResult] ?? result}</span>;
}

function FixturesTab({ sport, seasonId }: { sport: FeedSport; seasonId: number }) {
  const fixtures = useQuery(databaseQueries.fixtures(seasonId));
  const [round, setRound] = useState<number | null>(null);
  if (fixtures.isPending) return <p className="db-empty db-loading">加载中…</p>;
  if (fixtures.isError) return null;
  const { rounds, teams } = fixtures.data;
  const lastPlayed = [...rounds].reverse().find((r) => r.matches.some((m) => m.finished))?.round ?? rounds[0]?.round ?? 1;
  const shown = rounds.find((r) => r.round === (round ?? lastPlayed));
  const shownMatches = shown?.matches ?? [];
  return (
    <section>
      <select aria-label="轮次" value={shown?.round} onChange={(event) => setRound(Number(event.target.value))}>
        {rounds.map((r) => (
          <option key={r.round} value={r.round}>
            {r.name}
          </option>
        ))}
      </select>
      <WithLiveRows sport={sport} matches={shownMatches}>
        {(live) => (
          <div className="table-scroll" tabIndex={0}>
            <table className="db-table" aria-label="赛程赛果">
              <tbody>
                {shownMatches.map((match) => {
                  const tie = tieStanding(match, shownMatches);
                  // The club through, or in a final the winner.
                  const through = (id: number) => tie?.through === id && <span className="db-through">{match.roundName.startsWith('决赛') ? '夺冠' : '晋级'}</span>;
                  return (
                    <tr key={match.id}>
                      <td>{beijingTime(match.kickoffAt).format('MM-DD HH:mm')}</td>
                      <MatchCells sport={sport} teams={teams} match={match} mark={through} live={live[String(match.id)]} />
                      {tie !== undefined && <td className="db-aggregate">{aggregateText(tie)}</td>}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </WithLiveRows>
      {shownMatches.length === 0 && <p className="db-empty">对阵待定</p>}
    </section>
  );
}

const BASKETBALL_BOARDS: Record<string, 'points' | 'rebounds' | 'assists' | 'steals' | 'blocks'> = {
  得分: 'points',
  篮板: 'rebounds',
  助攻: 'assists',
  抢断: 'steals',
  盖帽: 'blocks',
};

/** The column a football leader board ranks by. */
const FOOTBALL_BOARD_COLUMNS: Record<string, string> = { 射手榜: '进球', 助攻榜: '助攻', 红黄牌: '红黄牌' };

type LeaderRow = { id: number; name: string; teamId: number; games: number; value: string; sort: number };

/**
 * A leader board's rows and the column they rank by, by the sport of the season's totals: football's
 * goals, assists and cards in the season; basketball's averages a game.
 */
const leaderBoards = (
  board: string,
): { readonly [S in Sport]: (data: Extract<SeasonPlayersResponse, { sport: S }>) => { column: string; rows: LeaderRow[] } } => ({
  football: (data) => {
    const value = (p: (typeof data.players)[number]) => (board === '射手榜' ? p.goals : board === '助攻榜' ? p.assists : p.yellow + 2 * p.red);
    return {
      column: FOOTBALL_BOARD_COLUMNS[board] ?? board,
      rows: data.players.map((p) => ({
        id: p.playerId,
        name: p.player.name,
        teamId: p.teamId,
        games: p.appearances,
        sort: value(p),
        value: board === '红黄牌' ? `${p.yellow} 黄 / ${p.red} 红` : String(value(p)),
      })),
    };
  },
  basketball: (data) => {
    const field = BASKETBALL_BOARDS[board] ?? 'points';
    return {
      column: `场均${board}`,
      rows: data.players
        .filter((p) => p.games > 0)
        .map((p) => {
          const average = Math.round((p.totals[field] / p.games) * 10) / 10;
          return { id: p.playerId, name: p.player.name, teamId: p.teamId, games: p.games, sort: average, value: average.toFixed(1) };
        }),
    };
  },
});

function LeadersTab({ sport, seasonId, board }: { sport: FeedSport; seasonId: number; board: string }) {
  const players = useQuery(databaseQueries.players(seasonId));
  if (players.isPending) return <p className="db-empty db-loading">加载中…</p>;
  if (players.isError) return null;
  const data = players.data;
  const { column, rows: ranked } = bySport(data, leaderBoards(board));
  const rows = ranked.filter((r) => r.sort > 0).sort((a, b) => b.sort - a.sort || a.id - b.id).slice(0, 30);
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="db-table" aria-label={board}>
        <thead>
          <tr>
            <th>排名</th>
            <th>球员</th>
            <th>球队</th>
            <th>出场</th>
            <th>{column}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              <td>{i + 1}</td>
              <td className="db-name">
                <PlayerLink sport={sport} id={row.id}>
                  {row.name}
                </PlayerLink>
              </td>
              <td className="db-name">
                <TeamLink sport={sport} team={data.teams[String(row.teamId)]} id={row.teamId} />
              </td>
              <td>{row.games}</td>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
