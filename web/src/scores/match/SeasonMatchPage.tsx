import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  hasKickedOff,
  sportEntry,
  type FeedBasketballStats,
  type FeedFootballStats,
  type FeedIncident,
  type FeedLineups,
  type FeedSport,
  type SeasonMatchResponse,
  type Sport,
} from '@portal/contracts';
import { LeagueLink } from '../../database/links';
import { MatchCells } from '../../database/MatchCells';
import { databaseQueries } from '../../database/queries';
import { beijingTime } from '../../lib/time';
import { pairText } from '../../match/format';
import { LineCells, sideLineOutcomes } from '../../match/line-result';
import { footballMinuteLabels } from './incident-minutes';
import { Timeline } from './IncidentTimeline';
import { BoxScoresView } from './BoxScore';
import { LineupsView } from './Lineups';
import { HeroFrame } from './MatchHero';
import { useClubRanks } from '../club-ranks';
import type { MatchPage } from '../../match/match-page';
import { MatchTabs } from './MatchTabs';
import { BackToList, MatchMissing } from './MatchMissing';
import { MatchNews } from './MatchNews';
import { QuarterTable } from './QuarterTable';
import { StatBars, basketballStatLines, cardCounts, footballStatLines } from './StatBars';

/** A football half as the season's competitions play it. */
const FOOTBALL_HALF_MINUTES = 45;
/** The pages of a match the live scores do not hold: its result and its analysis; its odds went with the live scores. */
export const SEASON_MATCH_PAGES: readonly MatchPage[] = ['live', 'analysis'];
/** A result does not change: nothing on its page flashes. */
const NO_FLASHES = new Map<string, number>();

/**
 * The page of a match the live scores no longer hold (or do not hold yet): its season's result,
 * read from the data base. The score, half-time and shoot-out; in football its goals, cards and
 * changes, its statistics and the line-ups it was played with; in basketball its points by quarter,
 * its team totals and box scores; its closing lines with their results, the other results of its
 * round, and its report where the news has one. The teams and its round link to the data base.
 */
export function SeasonMatchPage({ sport, matchId }: { sport: FeedSport; matchId: number }) {
  const page = useQuery(databaseQueries.match(matchId));
  if (page.isPending) return <MatchMissing sport={sport} text="比赛数据加载中…" loading />;
  if (page.isError || page.data.league.sport !== sport) return <MatchMissing sport={sport} text="未找到该比赛" />;
  return (
    <>
      <section className="match-centre" aria-label="比赛赛果">
        <div className="match-head">
          <SeasonMatchHero page={page.data} />
          <MatchTabs sport={sport} matchId={matchId} current="live" pages={SEASON_MATCH_PAGES} />
        </div>
        <div className="match-grid">
          {RESULT_COLUMNS[sport](page.data)}
          <div>
            <ClosingLines page={page.data} />
            <RoundResults page={page.data} />
          </div>
        </div>
        <MatchNews match={{ id: page.data.match.id, sport, state: page.data.match.state }} settled />
        {page.data.lineups && <SeasonLineups page={page.data} lineups={page.data.lineups} />}
        {page.data.boxScore && <SeasonBoxScores page={page.data} stats={page.data.boxScore} />}
      </section>
      <p>
        <BackToList sport={sport} />
      </p>
    </>
  );
}

/**
 * A result's first column, by its sport: its events and team statistics; its points by quarter, its
 * team totals and where it stands in its season (basketball's results carry no events).
 */
const RESULT_COLUMNS: { readonly [S in Sport]: (page: SeasonMatchResponse) => ReactNode } = {
  football: (page) => (
    <div>
      <section className="match-section">
        <h2>比赛事件</h2>
        <SeasonTimeline page={page} />
      </section>
      {page.teamStats && <FootballTeamStats page={page} stats={page.teamStats} />}
    </div>
  ),
  basketball: (page) => (
    <div>
      {page.quarterScores.length > 0 && <SeasonQuarters page={page} />}
      {page.boxScore && <BasketballTeamStats stats={page.boxScore} />}
      <MatchFacts page={page} />
    </div>
  ),
};

const clubName = (page: SeasonMatchResponse, id: number) => page.teams[String(id)]?.shortName ?? '';
/** A club of the answer as the hero and the analysis show it: its id, short name and badge. */
export const seasonClub = (page: SeasonMatchResponse, id: number) => ({ id, name: clubName(page, id), logo: page.teams[String(id)]?.logo ?? '' });
/** Both clubs' names, as the line-ups and box scores head their sides. */
const clubNames = (page: SeasonMatchResponse) => ({ home: clubName(page, page.match.homeTeamId), away: clubName(page, page.match.awayTeamId) });
/** The answer's players by id, as the timeline and the box scores name them. */
const playerNames = (page: SeasonMatchResponse) => new Map(Object.entries(page.players).map(([id, name]) => [Number(id), { name }]));

/**
 * The hero of a match of a season: its clubs, score, state, half-time and shoot-out, and kick-off;
 * each club's place before the match's day, as the lists show it: in the league's current season
 * from every league's table (a cup's clubs by their leagues'), in a past one from that season's.
 */
export function SeasonMatchHero({ page }: { page: SeasonMatchResponse }) {
  const { league, match } = page;
  const sport = league.sport;
  const club = (id: number) => seasonClub(page, id);
  const current = league.seasons.some((season) => season.id === page.seasonId && season.current);
  const rankOf = useClubRanks(sport, [match.kickoffAt], current ? undefined : page.seasonId);
  return (
    <HeroFrame
      sport={sport}
      home={club(match.homeTeamId)}
      away={club(match.awayTeamId)}
      homeRank={rankOf(match.homeTeamId, match.kickoffAt)}
      awayRank={rankOf(match.awayTeamId, match.kickoffAt)}
      league={
        <LeagueLink sport={sport} leagueId={league.id} seasonId={page.seasonId} tab={1}>
          {league.shortName} · {match.roundName}
        </LeagueLink>
      }
      score={hasKickedOff(sport, match.state) ? `${match.homeScore} - ${match.awayScore}` : 'VS'}
      clock={sportEntry(sport).states.label(match.state) ?? ''}
      extras={[
        match.halfScore && sportEntry(sport).periods.halfTimeShown ? `半场 ${pairText(match.halfScore)}` : '',
        match.penaltyScore ? `点球 ${pairText(match.penaltyScore)}` : '',
        `${beijingTime(match.kickoffAt).format('YYYY-MM-DD HH:mm')} 开赛`,
      ].filter(Boolean)}
    />
  );
}

/** A football result's goals, cards and changes, in the order they happened. */
const seasonEvents = (page: SeasonMatchResponse): FeedIncident[] =>
  [...page.match.incidents, ...page.substitutions].sort((a, b) => a.at - b.at || a.minute - b.minute);

/** The minute labels of a football result's events: a cup tie's minutes past 90 may be extra time, not added time. */
function seasonMinuteLabels(page: SeasonMatchResponse): Map<string, string> {
  const { match, league } = page;
  return footballMinuteLabels(
    { state: match.state, knockout: league.kind === 'cup', clockBaseMinute: 0, periodMinutes: FOOTBALL_HALF_MINUTES },
    seasonEvents(page),
  );
}

/** A football result's team statistics, its cards counted from its incidents. */
function FootballTeamStats({ page, stats }: { page: SeasonMatchResponse; stats: FeedFootballStats }) {
  return (
    <section className="match-section" aria-label="技术统计">
      <h2>技术统计</h2>
      <StatBars lines={footballStatLines({ stats, ...cardCounts(page.match.incidents) })} flashes={NO_FLASHES} />
    </section>
  );
}

/** A basketball result's points by quarter. */
function SeasonQuarters({ page }: { page: SeasonMatchResponse }) {
  const { match, quarterScores } = page;
  const { home, away } = clubNames(page);
  return (
    <section className="match-section">
      <h2>每节比分</h2>
      <QuarterTable
        match={{ quarterScores, homeScore: match.homeScore, awayScore: match.awayScore, home: { name: home }, away: { name: away } }}
        flashes={NO_FLASHES}
      />
    </section>
  );
}

/** A basketball result's team totals, from its box scores. */
function BasketballTeamStats({ stats }: { stats: FeedBasketballStats }) {
  return (
    <section className="match-section" aria-label="球队统计">
      <h2>球队统计</h2>
      <StatBars lines={basketballStatLines({ stats })} flashes={NO_FLASHES} />
    </section>
  );
}

/** The sides the match was played with, on the pitch and in lists, marked with its goals and cards. */
function SeasonLineups({ page, lineups }: { page: SeasonMatchResponse; lineups: FeedLineups }) {
  return (
    <section className="match-section match-section--wide">
      <h2>阵容</h2>
      <LineupsView lineups={lineups} teams={clubNames(page)} incidents={seasonEvents(page)} minutes={seasonMinuteLabels(page)} />
    </section>
  );
}

/** A basketball game's box scores, its players named from the answer's players. */
function SeasonBoxScores({ page, stats }: { page: SeasonMatchResponse; stats: FeedBasketballStats }) {
  return (
    <section className="match-section match-section--wide">
      <h2>技术统计</h2>
      <BoxScoresView stats={stats} teams={clubNames(page)} lineup={playerNames(page)} />
    </section>
  );
}

/** The goals, cards and changes of the result, named from the answer's players. */
function SeasonTimeline({ page }: { page: SeasonMatchResponse }) {
  return <Timeline shown={seasonEvents(page).map((incident) => ({ incident }))} minutes={seasonMinuteLabels(page)} names={playerNames(page)} />;
}

/** Where and when the match stands in its season (basketball's results carry no events). */
function MatchFacts({ page }: { page: SeasonMatchResponse }) {
  const { league, match } = page;
  return (
    <section className="match-section">
      <h2>比赛信息</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="season-lines" aria-label="比赛信息">
          <tbody>
            <tr>
              <th>赛事</th>
              <td>{league.name}</td>
            </tr>
            <tr>
              <th>轮次</th>
              <td>{match.roundName}</td>
            </tr>
            <tr>
              <th>开赛</th>
              <td>{beijingTime(match.kickoffAt).format('YYYY-MM-DD HH:mm')}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The headline company's closing lines and how the result went on them (盘路 of the home side, 大小). */
function ClosingLines({ page }: { page: SeasonMatchResponse }) {
  const { match, league } = page;
  const outcomes = match.finished ? sideLineOutcomes(match.homeTeamId, match) : undefined;
  return (
    <section className="match-section">
      <h2>终盘</h2>
      {outcomes === undefined ? (
        <p className="timeline-empty">{match.finished ? '暂无终盘' : '赛后公布'}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="season-lines" aria-label="终盘">
            <thead>
              <tr>
                <th>盘口</th>
                <th>主队盘路</th>
                <th>大小</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <LineCells sport={league.sport} lines={match.lines} outcomes={outcomes} empty="" />
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The matches of its round (同轮赛果), this one marked, each score leading to its page. */
function RoundResults({ page }: { page: SeasonMatchResponse }) {
  const fixtures = useQuery(databaseQueries.fixtures(page.seasonId));
  const round = fixtures.data?.rounds.find((r) => r.round === page.match.round);
  if (!fixtures.data || !round || round.matches.length < 2) return null;
  const { teams } = fixtures.data;
  return (
    <section className="match-section">
      <h2>{round.name}赛果</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="db-table season-round" aria-label="同轮赛果">
          <tbody>
            {round.matches.map((match) => (
              <tr key={match.id} className={match.id === page.match.id ? 'season-round__this' : undefined}>
                <td>{beijingTime(match.kickoffAt).format('MM-DD HH:mm')}</td>
                <MatchCells sport={page.league.sport} teams={teams} match={match} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
