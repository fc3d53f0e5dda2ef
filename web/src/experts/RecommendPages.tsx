import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  AUDIT_STATUS,
  AUDIT_STATUS_LABELS,
  PLAN_MAX_PRICE,
  SPORT_IDS,
  sportEntry,
  sportOf,
  expertApplyRequestSchema,
  legsOf,
  planPublishRequestSchema,
  sidesOf,
  type ExpertCard,
  type MatchType,
  type PickSide,
  type Plan,
  type TippedMatch,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatMatchTime } from '../lib/format';
import { TippedMatchTable } from './GuidePages';
import { PlanCard, PlanList, RecordLine } from './PlanViews';
import { sideText } from './plan-text';
import { expertMutations, expertQueries, type PlanStatus } from './queries';

/** The names of a sport's play types, by code. */
const playTypeLabels = (matchType: MatchType): Record<number, string> =>
  Object.fromEntries(Object.entries(sportEntry(sportOf(matchType)).plays).map(([code, play]) => [code, play.label]));

/** 赛事: all the matches open for plans, or one league's, each league with its count. */
function LeaguePicker({ matchType, value, onChange }: { matchType: 1 | 2; value: number | undefined; onChange: (leagueId: number | undefined) => void }) {
  const leagues = useQuery(expertQueries.matchLeagues(matchType, true));
  const total = (leagues.data?.leagues ?? []).reduce((sum, league) => sum + league.count, 0);
  return (
    <label>
      赛事
      <select value={value ?? 0} onChange={(event) => onChange(Number(event.target.value) || undefined)} data-testid="publish-league">
        <option value={0}>全部赛事（{total}）</option>
        {(leagues.data?.leagues ?? []).map((league) => (
          <option key={league.id} value={league.id}>
            {league.name}（{league.count}）
          </option>
        ))}
      </select>
    </label>
  );
}

/** The /recommend pages for a signed-in user who is no expert yet: the application and its audit state. */
function ExpertApplication() {
  const { refreshUser } = useAuth();
  const info = useQuery(expertQueries.application());
  const [name, setName] = useState('');
  const [matchType, setMatchType] = useState<1 | 2>(1);
  const [playTypes, setPlayTypes] = useState<number[]>([]);
  const [introduction, setIntroduction] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation(expertMutations.apply());
  if (info.isPending) return <p className="empty">加载中…</p>;
  const audit = info.data;
  if (audit && audit.status === AUDIT_STATUS.PASSED) {
    return (
      <section className="panel" data-testid="expert-passed">
        <p>你的专家申请已通过，刷新后即可发布方案。</p>
        <button type="button" className="button" onClick={refreshUser}>
          刷新
        </button>
      </section>
    );
  }
  if (audit && audit.status === AUDIT_STATUS.REVIEWING) {
    return (
      <section className="panel" data-testid="expert-reviewing">
        <h1 className="panel__title">申请成为专家</h1>
        <p>你的专家申请{AUDIT_STATUS_LABELS[audit.status]}，请耐心等待。</p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = expertApplyRequestSchema.safeParse({ name, matchType, playTypes, introduction });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    apply.mutate(parsed.data);
  };
  return (
    <section className="panel expert-form" data-testid="expert-apply">
      <h1 className="panel__title">申请成为专家</h1>
      {audit?.status === AUDIT_STATUS.REJECTED && <p className="form-error">上次申请未通过：{audit.reason}</p>}
      <form onSubmit={submit}>
        <label>
          专家名称
          <input value={name} onChange={(event) => setName(event.target.value)} maxLength={12} placeholder="2-12个字" />
        </label>
        <fieldset>
          <legend>擅长项目</legend>
          {SPORT_IDS.map(sportEntry).map(({ matchType: type, name }) => (
            <label key={type} className="expert-form__choice">
              <input type="radio" checked={matchType === type} onChange={() => (setMatchType(type), setPlayTypes([]))} />
              {name}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>擅长玩法</legend>
          {Object.entries(playTypeLabels(matchType)).map(([code, label]) => (
            <label key={code} className="expert-form__choice">
              <input
                type="checkbox"
                checked={playTypes.includes(Number(code))}
                onChange={(event) => setPlayTypes((now) => (event.target.checked ? [...now, Number(code)] : now.filter((type) => type !== Number(code))))}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <label>
          专家简介
          <textarea value={introduction} onChange={(event) => setIntroduction(event.target.value)} rows={4} maxLength={500} placeholder="10-500个字" />
        </label>
        {(problem ?? (apply.isError ? apply.error.message : null)) && <p className="form-error">{problem ?? apply.error?.message}</p>}
        <button type="submit" className="button" disabled={apply.isPending}>
          提交申请
        </button>
      </form>
    </section>
  );
}

/**
 * The publish form: play type, the match(es) still open, the pick, title, analysis and price,
 * within the sport and play types the expert was approved for (a page's preset play type when it
 * is one of them, else their first).
 */
function PublishForm({ expert, preset, presetMatchId }: { expert: ExpertCard; preset: { matchType: 1 | 2; playType: number } | undefined; presetMatchId: number | undefined }) {
  const matchType = expert.matchType as 1 | 2;
  const playTypes = expert.playTypes.filter((code) => playTypeLabels(matchType)[code] !== undefined).sort((a, b) => a - b);
  const [playType, setPlayType] = useState<number>(preset?.matchType === matchType && playTypes.includes(preset.playType) ? preset.playType : (playTypes[0] ?? 1));
  const [matchIds, setMatchIds] = useState<number[]>(presetMatchId === undefined ? [] : [presetMatchId]);
  const [sides, setSides] = useState<Record<number, PickSide>>({});
  const [title, setTitle] = useState('');
  const [analysis, setAnalysis] = useState('');
  const [price, setPrice] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const [published, setPublished] = useState<Plan | null>(null);
  const [leagueId, setLeagueId] = useState<number | undefined>(undefined);
  const matches = useQuery(expertQueries.matches(matchType, true, leagueId));
  // The matches chosen stay known when another league is shown.
  const [seen, setSeen] = useState<ReadonlyMap<number, TippedMatch>>(new Map());
  const legCount = legsOf(matchType, playType);
  const choices = sidesOf(matchType, playType);
  const publish = useMutation(
    expertMutations.publish({
      onSuccess: (plan) => {
        setPublished(plan);
        setTitle('');
        setAnalysis('');
      },
    }),
  );
  const chosen = matchIds.slice(0, legCount);
  const byId = useMemo(() => new Map([...seen, ...(matches.data ?? []).map((match) => [match.matchId, match] as const)]), [seen, matches.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      matchType,
      playType,
      legs: chosen.map((matchId) => ({ matchId, side: sides[matchId] ?? choices[0] })),
      title,
      analysis,
      price: Number(price),
    };
    const parsed = planPublishRequestSchema.safeParse(request);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    publish.mutate(parsed.data);
  };
  const toggle = (match: TippedMatch) => {
    setSeen((known) => new Map(known).set(match.matchId, match));
    setMatchIds((now) => (now.includes(match.matchId) ? now.filter((id) => id !== match.matchId) : [match.matchId, ...now].slice(0, legCount)));
  };
  return (
    <section className="panel expert-form" data-testid="publish-form">
      <h1 className="panel__title">发布方案</h1>
      <form onSubmit={submit}>
        <div className="expert-form__row">
          <label>
            项目
            <select value={matchType} disabled data-testid="publish-sport">
              <option value={matchType}>{sportEntry(sportOf(matchType)).name}</option>
            </select>
          </label>
          <label>
            玩法
            <select value={playType} onChange={(event) => setPlayType(Number(event.target.value))} data-testid="publish-play-type">
              {playTypes.map((code) => (
                <option key={code} value={code}>
                  {playTypeLabels(matchType)[code]}
                </option>
              ))}
            </select>
          </label>
          <label>
            价格（钻石，0为免费）
            <input type="number" min={0} max={PLAN_MAX_PRICE} value={price} onChange={(event) => setPrice(event.target.value)} data-testid="publish-price" />
          </label>
        </div>
        <div className="expert-form__row">
          <LeaguePicker matchType={matchType} value={leagueId} onChange={setLeagueId} />
        </div>
        <p className="muted">请选择 {legCount} 场未开赛的比赛（已选 {chosen.length}）；赔率与盘口以发布时为准，开赛后停止销售，发布后不可修改或删除。</p>
        <div className="publish-matches" data-testid="publish-matches">
          {(matches.data ?? []).map((match) => (
            <label key={match.matchId} className={chosen.includes(match.matchId) ? 'publish-match is-chosen' : 'publish-match'} data-testid="publish-match" data-match-id={match.matchId}>
              <input type="checkbox" checked={chosen.includes(match.matchId)} onChange={() => toggle(match)} />
              <span style={{ color: match.leagueColor }}>{match.leagueName}</span> {formatMatchTime(match.kickoffAt)} {match.home.name} VS {match.away.name}
            </label>
          ))}
          {matches.data && matches.data.length === 0 && <p className="empty">暂无可推荐的比赛</p>}
        </div>
        {chosen.map((matchId) => {
          const match = byId.get(matchId);
          // A play priced by the lottery (二串一) records the lottery's line.
          const line = match?.lines[String(sportEntry(sportOf(matchType)).plays[playType]?.quotedAs ?? playType)] ?? null;
          return (
            <fieldset key={matchId} data-testid="publish-sides">
              <legend>
                {match ? `${match.home.name} VS ${match.away.name}` : matchId} 的推荐
              </legend>
              {choices.map((side) => (
                <label key={side} className="expert-form__choice">
                  <input type="radio" name={`side-${matchId}`} checked={(sides[matchId] ?? choices[0]) === side} onChange={() => setSides((now) => ({ ...now, [matchId]: side }))} data-testid={`publish-side-${side}`} />
                  {sideText({ matchType, playType }, side, line)}
                </label>
              ))}
            </fieldset>
          );
        })}
        <label>
          方案标题
          <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={40} placeholder="4-40个字" data-testid="publish-title" />
        </label>
        <label>
          方案分析（付费方案购买后可见）
          <textarea value={analysis} onChange={(event) => setAnalysis(event.target.value)} rows={6} maxLength={2000} placeholder="20-2000个字" data-testid="publish-analysis" />
        </label>
        {(problem ?? (publish.isError ? publish.error.message : null)) && (
          <p className="form-error" data-testid="publish-error">
            {problem ?? publish.error?.message}
          </p>
        )}
        <button type="submit" className="button" disabled={publish.isPending} data-testid="publish-submit">
          发布方案
        </button>
      </form>
      {published && (
        <div className="publish-done" data-testid="publish-done">
          <p>方案发布成功：</p>
          <PlanCard plan={published} />
        </div>
      )}
    </section>
  );
}

/** /recommend, /recommend/yapan, /recommend/daxiaoqiu: an expert publishes; anyone else applies first. */
export function RecommendPage({ preset, matchId }: { preset?: { matchType: 1 | 2; playType: number }; matchId?: number | undefined }) {
  const { userInfo, verified, expertInfo } = useAuth();
  if (!verified) return <p className="empty">加载中…</p>;
  if (userInfo?.isExpert !== 1) return <ExpertApplication />;
  if (expertInfo === null) return <p className="empty">加载中…</p>;
  return <PublishForm key={`${preset?.matchType}-${preset?.playType}`} expert={expertInfo} preset={preset} presetMatchId={matchId} />;
}

/** How many of all the leagues' matches /recommend/comList lists, the soonest first. */
const ALL_LEAGUES_SHOWN = 60;

/** /recommend/comList: the matches still open for plans, each with a publish link. */
export function RecommendComListPage({ matchType }: { matchType: 1 | 2 }) {
  const [leagueId, setLeagueId] = useState<number | undefined>(undefined);
  const matches = useQuery(expertQueries.matches(matchType, true, leagueId));
  return (
    <section className="panel" data-testid="recommend-com-list">
      <h1 className="panel__title">可推荐赛事</h1>
      <div className="tabs">
        {([1, 2] as const).map((type) => (
          <Link key={type} to="/recommend/comList" search={{ matchType: type }} className={type === matchType ? 'is-active' : ''}>
            {type === 1 ? '足球' : '篮球'}
          </Link>
        ))}
      </div>
      <div className="expert-form expert-form__row">
        <LeaguePicker matchType={matchType} value={leagueId} onChange={setLeagueId} />
      </div>
      {matches.data && leagueId === undefined && matches.data.length > ALL_LEAGUES_SHOWN && (
        <p className="muted" data-testid="com-list-more">
          共 {matches.data.length} 场，这里列出最近开赛的 {ALL_LEAGUES_SHOWN} 场；选择赛事可查看该赛事的全部比赛。
        </p>
      )}
      {matches.data ? (
        <TippedMatchTable
          matches={leagueId === undefined ? matches.data.slice(0, ALL_LEAGUES_SHOWN) : matches.data}
          action={(match) => (
            <Link to="/recommend" search={{ matchId: match.matchId, matchType: match.matchType }}>
              发布方案
            </Link>
          )}
        />
      ) : (
        <p className="empty">加载中…</p>
      )}
    </section>
  );
}

/** /recommend/records: the expert's own plans with their results, and their record. */
export function RecommendRecordsPage({ status }: { status: PlanStatus }) {
  const { userInfo } = useAuth();
  const isExpert = userInfo?.isExpert === 1;
  const plans = useQuery({ ...expertQueries.myPlans(status, 1), enabled: isExpert });
  // The record from the expert calls, so a settled plan pushed over the socket refreshes it too.
  const head = useQuery({ ...expertQueries.expertHead(userInfo?.id ?? 0), enabled: isExpert });
  if (userInfo !== null && userInfo.isExpert !== 1) {
    return (
      <section className="panel">
        <p className="empty">
          你还不是专家，<Link to="/recommend">申请成为专家</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="panel" data-testid="recommend-records">
      <h1 className="panel__title">推荐历史</h1>
      {head.data && (
        <div className="records-summary">
          <RecordLine record={head.data.record} />
        </div>
      )}
      <div className="tabs">
        {(
          [
            ['all', '全部'],
            ['open', '待开赛'],
            ['settled', '已结算'],
          ] as const
        ).map(([key, label]) => (
          <Link key={key} to="/recommend/records" search={{ status: key }} className={status === key ? 'is-active' : ''}>
            {label}
          </Link>
        ))}
      </div>
      {plans.data ? <PlanList plans={plans.data.list} empty="还没有发布过方案" byline={false} /> : <p className="empty">加载中…</p>}
    </section>
  );
}

/** /v/order's plans: those the user bought, with their results. */
export function BoughtPlans() {
  const bought = useQuery(expertQueries.bought(1));
  return (
    <section className="panel" data-testid="bought-plans">
      <h1 className="panel__title">我购买的方案</h1>
      {bought.isPending && <p className="muted">加载中…</p>}
      {bought.isError && <p className="form-error">{bought.error.message}</p>}
      {bought.data && <PlanList plans={bought.data.list} empty="还没有购买过方案" />}
    </section>
  );
}
