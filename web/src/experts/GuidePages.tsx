import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  matchChannel,
  MatchType,
  planPlayTypeOf,
  SPORT_IDS,
  sportEntry,
  sportOf,
  type ExpertListRequest,
  type FeedSport,
  type MatchState,
  type TippedMatch,
} from '@portal/contracts';
import { formatMatchTime } from '../lib/format';
import { useChannel } from '../realtime/use-channel';
import { MatchHead } from '../scores/match/MatchHead';
import { matchPageRoute } from '../match/match-page';
import { ExpertList, PlanDetail, PlanList, RecordLine, leagueInk } from './PlanViews';
import { expertQueries, type PlanStatus } from './queries';

/** The sports the filters offer, in the registry's order, each with the play types of its plans. */
const SPORTS = SPORT_IDS.map((id) => {
  const { matchType, name, plays } = sportEntry(id);
  return { matchType, name, playTypes: Object.fromEntries(Object.entries(plays).map(([code, play]) => [code, play.label])) };
});

/** The plan play types whose lines the 盘口 column shows of a sport: its handicap's and its total's. */
const lineCodes = (matchType: MatchType) => [planPlayTypeOf(matchType, 'handicap'), planPlayTypeOf(matchType, 'total')];

/** The filters the guide pages keep in their search: sport, play type, ranking. */
export type GuideSearch = { matchType?: 1 | 2 | undefined; playType?: number | undefined; sort?: ExpertListRequest['sort'] | undefined };

function SportFilter({ search, to }: { search: GuideSearch; to: '/guide/expert' | '/guide/expert/plan' }) {
  const sport = SPORTS.find((entry) => entry.matchType === search.matchType) ?? SPORTS[0]!;
  return (
    <div className="expert-filter" data-testid="expert-filter">
      <div className="tabs">
        {SPORTS.map((entry) => (
          <Link key={entry.matchType} to={to} search={{ ...search, matchType: entry.matchType, playType: undefined }} className={entry.matchType === sport.matchType ? 'is-active' : ''}>
            {entry.name}
          </Link>
        ))}
      </div>
      <div className="chips">
        <Link to={to} search={{ ...search, matchType: sport.matchType, playType: undefined }} className={search.playType === undefined ? 'chip is-active' : 'chip'}>
          全部玩法
        </Link>
        {Object.entries(sport.playTypes).map(([code, label]) => (
          <Link key={code} to={to} search={{ ...search, matchType: sport.matchType, playType: Number(code) }} className={search.playType === Number(code) ? 'chip is-active' : 'chip'}>
            {label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** /guide: the experts' corner: a ranking and the latest plans of both sports. */
export function GuidePage() {
  const experts = useQuery(expertQueries.experts({ sort: 'hitRate', pageSize: 8 }));
  const plans = useQuery(expertQueries.plans({ kind: 'latest', pageSize: 10 }));
  return (
    <div className="youliao" data-testid="guide-page">
      <div className="youliao__main">
        <section className="panel">
          <h1 className="panel__title">
            最新方案 <Link to="/guide/expert/plan">全部方案 ›</Link>
          </h1>
          {plans.data ? <PlanList plans={plans.data.list} /> : <p className="empty">加载中…</p>}
        </section>
      </div>
      <aside className="youliao__side">
        <section className="panel">
          <h2 className="panel__title">
            专家榜 <Link to="/guide/expert">全部专家 ›</Link>
          </h2>
          {experts.data ? <ExpertList experts={experts.data.list} ranked /> : <p className="empty">加载中…</p>}
          <p className="guide-links">
            <Link to="/guide/expert/comList">按赛事找方案 ›</Link>
          </p>
        </section>
      </aside>
    </div>
  );
}

/** /guide/expert: the experts by sport and play type, ranked. */
export function ExpertDirectoryPage({ search }: { search: GuideSearch }) {
  const sort = search.sort ?? 'hitRate';
  const experts = useQuery(expertQueries.experts({ matchType: search.matchType ?? MatchType.FOOTBALL, playType: search.playType, sort, pageSize: 50 }));
  return (
    <section className="panel" data-testid="expert-directory">
      <h1 className="panel__title">专家列表</h1>
      <SportFilter search={search} to="/guide/expert" />
      <div className="chips">
        {(
          [
            ['hitRate', '命中率'],
            ['streak', '连红'],
            ['roi', '回报率'],
          ] as const
        ).map(([key, label]) => (
          <Link key={key} to="/guide/expert" search={{ ...search, sort: key }} className={sort === key ? 'chip is-active' : 'chip'}>
            按{label}
          </Link>
        ))}
      </div>
      {experts.data ? <ExpertList experts={experts.data.list} ranked /> : <p className="empty">加载中…</p>}
    </section>
  );
}

/** /guide/expert/plan: the plans by sport and play type; with ?code= the plan itself on top. */
export function PlanDirectoryPage({ search, code }: { search: GuideSearch; code: string | undefined }) {
  const plans = useQuery(expertQueries.plans({ matchType: search.matchType ?? MatchType.FOOTBALL, playType: search.playType, kind: 'latest', pageSize: 30 }));
  const plan = useQuery({ ...expertQueries.plan(code ?? ''), enabled: code !== undefined });
  return (
    <>
      {code !== undefined && plan.data && <PlanDetail plan={plan.data} />}
      {code !== undefined && plan.isError && <p className="panel empty">{plan.error.message}</p>}
      <section className="panel" data-testid="plan-directory">
        <h1 className="panel__title">专家方案</h1>
        <SportFilter search={search} to="/guide/expert/plan" />
        {plans.data ? <PlanList plans={plans.data.list} /> : <p className="empty">加载中…</p>}
      </section>
    </>
  );
}

/** Matches as the plan pages list them, each leading to its plans. */
export function TippedMatchTable({ matches, action }: { matches: readonly TippedMatch[]; action: (match: TippedMatch) => React.ReactNode }) {
  if (matches.length === 0) return <p className="empty">暂无赛事</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="match-table" data-testid="tipped-matches">
        <thead>
          <tr>
            <th>赛事</th>
            <th>时间</th>
            <th>对阵</th>
            <th>盘口</th>
            <th>方案</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.matchId} data-testid="tipped-match" data-match-id={match.matchId}>
              <td style={{ color: leagueInk(match.leagueColor) }}>{match.leagueName}</td>
              <td>{formatMatchTime(match.kickoffAt)}</td>
              <td>
                {match.home.name} {match.open ? 'VS' : `${match.homeScore}:${match.awayScore}`} {match.away.name}
              </td>
              <td className="muted">
                {match.open ? lineCodes(match.matchType).map((code) => (code === undefined ? '-' : (match.lines[String(code)] ?? '-'))).join(' / ') : '-'}
              </td>
              <td>{match.plans}</td>
              <td>{action(match)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Its plan page, for a match of the plan pages. */
function PlansLink({ match }: { match: TippedMatch }) {
  return (
    <Link to={matchPageRoute(sportOf(match.matchType), 'plan')} params={{ id: String(match.matchId) }}>
      查看方案
    </Link>
  );
}

/** /guide/expert/comList: the matches with plans, those still to play (plans on sale) apart from those begun, each to its plan page. */
export function ComListPage({ matchType }: { matchType: 1 | 2 }) {
  const matches = useQuery(expertQueries.matches(matchType, false));
  const withPlans = (matches.data ?? []).filter((match) => match.plans > 0);
  // Still to play by kick-off, soonest first; begun, latest first.
  const upcoming = withPlans.filter((match) => match.open).sort((a, b) => a.kickoffAt - b.kickoffAt);
  const begun = withPlans.filter((match) => !match.open).sort((a, b) => b.kickoffAt - a.kickoffAt);
  return (
    <section className="panel" data-testid="com-list">
      <h1 className="panel__title">专家推荐赛事</h1>
      <div className="tabs">
        {SPORTS.map((entry) => (
          <Link key={entry.matchType} to="/guide/expert/comList" search={{ matchType: entry.matchType }} className={entry.matchType === matchType ? 'is-active' : ''}>
            {entry.name}
          </Link>
        ))}
      </div>
      {matches.data ? (
        <>
          <section className="com-list__group" aria-label="未开赛" data-testid="com-list-upcoming">
            <h2 className="panel__title">未开赛 · 方案在售</h2>
            <TippedMatchTable matches={upcoming} action={(match) => <PlansLink match={match} />} />
          </section>
          {begun.length > 0 && (
            <section className="com-list__group" aria-label="已开赛" data-testid="com-list-begun">
              <h2 className="panel__title">已开赛 · 看战果</h2>
              <TippedMatchTable matches={begun} action={(match) => <PlansLink match={match} />} />
            </section>
          )}
        </>
      ) : (
        <p className="empty">加载中…</p>
      )}
    </section>
  );
}

/** /guide/expert/info/:id: the expert's card, record and plans. */
export function ExpertInfoPage({ expertId, status }: { expertId: number; status: PlanStatus }) {
  const head = useQuery(expertQueries.expertHead(expertId));
  const plans = useQuery(expertQueries.expertPlans(expertId, status, 1));
  if (head.isError) return <p className="panel empty">{head.error.message}</p>;
  const expert = head.data;
  return (
    <>
      <section className="panel expert-head" data-testid="expert-head">
        {expert ? (
          <>
            <img src={expert.portrait} alt="" className="expert-head__portrait" />
            <div>
              <h1>{expert.name}</h1>
              <p className="muted">{expert.introduction}</p>
              <RecordLine record={expert.record} />
              <p className="muted">
                已结算 {expert.record.settled} 场：红 {expert.record.wins} · 赢半 {expert.record.halfWins} · 走 {expert.record.pushes} · 输半 {expert.record.halfLosses} · 黑 {expert.record.losses}
              </p>
            </div>
          </>
        ) : (
          <p className="empty">加载中…</p>
        )}
      </section>
      <section className="panel">
        <h2 className="panel__title">专家方案</h2>
        <div className="tabs">
          {(
            [
              ['all', '全部'],
              ['open', '在售'],
              ['settled', '历史战绩'],
            ] as const
          ).map(([key, label]) => (
            <Link key={key} to="/guide/expert/info/{-$id}" params={{ id: String(expertId) }} search={{ status: key }} className={status === key ? 'is-active' : ''}>
              {label}
            </Link>
          ))}
        </div>
        {plans.data ? <PlanList plans={plans.data.list} byline={false} /> : <p className="empty">加载中…</p>}
      </section>
    </>
  );
}

/** /football/plan/:id and /basketball/plan/:id, by the id in the path. */
export function MatchPlansRoute({ sport, id }: { sport: FeedSport; id: string | undefined }) {
  const matchId = Number(id);
  if (!Number.isInteger(matchId) || matchId <= 0) return <p className="panel empty">比赛不存在</p>;
  return <MatchPlansPage sport={sport} matchId={matchId} />;
}

/** One match and its plans, under the match's head and the tab bar of its pages. */
function MatchPlansPage({ sport, matchId }: { sport: FeedSport; matchId: number }) {
  const answer = useQuery(expertQueries.matchPlans(matchId));
  const live = useChannel<MatchState>(matchChannel(sport, matchId));
  return (
    <>
      {live.state && (
        <section className="match-centre" aria-label="比赛">
          <MatchHead sport={sport} current="plan" match={live} />
        </section>
      )}
      <section className="panel" data-testid="match-plans">
        <h1 className="panel__title">专家方案{answer.data ? `（${answer.data.plans.length}）` : ''}</h1>
        {answer.isPending && <p className="empty">加载中…</p>}
        {answer.isError && <p className="empty">{answer.error.message}</p>}
        {answer.data && (
          <>
            {/* Without the live head (a match the feed no longer holds), the match is named here. */}
            {!live.state && answer.data.match && (
              <p className="muted">
                {answer.data.match.leagueName} · {answer.data.match.home.name} VS {answer.data.match.away.name} · {formatMatchTime(answer.data.match.kickoffAt)} ·{' '}
                {answer.data.match.open ? '未开赛' : `比分 ${answer.data.match.homeScore}:${answer.data.match.awayScore}`}
              </p>
            )}
            <PlanList plans={answer.data.plans} empty="本场比赛暂无专家方案" />
          </>
        )}
      </section>
    </>
  );
}
