import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isMatchVoid, matchStateLabel, MIN_STREAK, PLAN_RESULT, ResultCode, sportOf, type ExpertCard, type ExpertRecord, type Plan, type PlanLeg, type PlanResult } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatMatchTime } from '../lib/format';
import { priceText as oddsText } from '../match/format';
import { matchPagePath } from '../match/match-page';
import { walletAmount } from '../wallet/money';
import { TopUpLink } from '../wallet/TopUpLink';
import { marketLineText, resultText, resultTone, sideText } from './plan-text';
import { expertMutations } from './queries';
import './experts.css';

/** A league's colour as the text of its name on the page: darkened (lightened in the dark theme) enough to read (WCAG AA), its hue kept. */
export function leagueInk(color: string): string {
  return `color-mix(in srgb, ${color}, var(--text-mix))`;
}

export function ResultBadge({ result }: { result: PlanResult }) {
  return (
    <span className={`plan-result plan-result--${resultTone(result)}`} data-testid="plan-result" data-result={result}>
      {resultText(result)}
    </span>
  );
}

/** A match of a plan: league, kick-off, teams and score, the market, and the pick for whoever may read it; `linked` makes the teams a link to the match's page. */
function LegLine({ plan, leg, linked = false }: { plan: Plan; leg: PlanLeg; linked?: boolean }) {
  const score =
    leg.state !== null && isMatchVoid(leg.matchType, leg.state)
      ? (matchStateLabel(leg.matchType, leg.state) ?? 'VS')
      : leg.homeScore !== null && leg.awayScore !== null && leg.state !== 1
        ? `${leg.homeScore}:${leg.awayScore}`
        : 'VS';
  const teams = (
    <>
      {leg.home.name} <strong>{score}</strong> {leg.away.name}
    </>
  );
  return (
    <div className="plan-leg" data-testid="plan-leg">
      <span className="plan-leg__league" style={{ color: leagueInk(leg.leagueColor) }}>
        {leg.leagueName}
      </span>
      <span className="plan-leg__time">{formatMatchTime(leg.kickoffAt)}</span>
      {linked ? (
        <Link
          to={matchPagePath(sportOf(leg.matchType))}
          params={{ id: String(leg.matchId) }}
          className="plan-leg__teams"
          data-testid="plan-leg-match"
        >
          {teams}
        </Link>
      ) : (
        <span className="plan-leg__teams">{teams}</span>
      )}
      <span className="plan-leg__line">{marketLineText(plan, leg)}</span>
      {leg.pick && (
        <span className="plan-leg__pick" data-testid="plan-pick">
          推荐：{sideText(plan, leg.pick.side, leg.line)}（{oddsText(leg.pick.odds)}）
        </span>
      )}
    </div>
  );
}

/** A plan's price as a page shows it. */
export function priceText(plan: Plan): string {
  return plan.price === 0 ? '免费' : `${plan.price} 钻石`;
}

/**
 * A plan in a list: its expert, title, matches, price and result; the pick only when the viewer may read it.
 * In one expert's own list the byline gives way to the time it was published.
 */
export function PlanCard({ plan, byline = true }: { plan: Plan; byline?: boolean }) {
  return (
    <article className="plan-card" data-testid="plan-card" data-code={plan.code}>
      <header className="plan-card__head">
        {byline && (
          <Link to="/guide/expert/info/{-$id}" params={{ id: String(plan.expert.userId) }} className="plan-card__expert">
            <img src={plan.expert.portrait} alt="" />
            {plan.expert.name}
          </Link>
        )}
        <span className="plan-card__type">{plan.playTypeName}</span>
        {!byline && <span className="muted">发布于 {formatMatchTime(plan.publishedAt)}</span>}
        <ResultBadge result={plan.result} />
      </header>
      <Link to="/guide/expert/plan" search={{ code: plan.code }} className="plan-card__title" data-testid="plan-title">
        {plan.title}
      </Link>
      {plan.legs.map((leg) => (
        <LegLine key={leg.matchId} plan={plan} leg={leg} />
      ))}
      <footer className="plan-card__foot">
        <span className={plan.price === 0 ? 'plan-price plan-price--free' : 'plan-price'}>{priceText(plan)}</span>
        <span className="muted">{plan.buyers} 人已购</span>
        {plan.locked && <span className="plan-lock">付费查看</span>}
        {publishedAfterPlay(plan) && <span className="plan-public">赛后公开</span>}
        {plan.bought && <span className="plan-owned">已购买</span>}
      </footer>
    </article>
  );
}

/** Plans as cards; `byline={false}` where every plan is one expert's, named by the page already. */
export function PlanList({ plans, empty = '暂无方案', byline = true }: { plans: readonly Plan[]; empty?: string; byline?: boolean }) {
  if (plans.length === 0) return <p className="empty">{empty}</p>;
  return (
    <div className="plan-list">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} byline={byline} />
      ))}
    </div>
  );
}

/** A paid plan the viewer did not buy, public now that it is settled (赛后公开). */
const publishedAfterPlay = (plan: Plan) => plan.price > 0 && plan.result !== PLAN_RESULT.PENDING && !plan.bought && !plan.mine;

/** A plan whole: the analysis and picks for whoever may read them, else the price and a buy button. */
export function PlanDetail({ plan }: { plan: Plan }) {
  const { signedIn, balances, openLogin, refreshBalances } = useAuth();
  const buy = useMutation(expertMutations.buy(plan.code, { onSuccess: refreshBalances }));
  // For sale while no match of it has kicked off, as the feed says.
  const open = plan.result === 0 && plan.legs.every((leg) => leg.state === 1);
  return (
    <section className="panel plan-detail" data-testid="plan-detail" data-code={plan.code}>
      <h1 className="panel__title">
        <span>{plan.title}</span>
        <ResultBadge result={plan.result} />
      </h1>
      <p className="muted" data-testid="plan-meta">
        <Link to="/guide/expert/info/{-$id}" params={{ id: String(plan.expert.userId) }}>
          {plan.expert.name}
        </Link>
        {' · '}
        {plan.playTypeName} · 发布于 {formatMatchTime(plan.publishedAt)} · {priceText(plan)} · {plan.buyers} 人已购
        {publishedAfterPlay(plan) && <span className="plan-public">赛后公开</span>}
        {plan.bought && <span className="plan-owned">已购买</span>}
      </p>
      <div className="plan-detail__legs">
        {plan.legs.map((leg) => (
          <LegLine key={leg.matchId} plan={plan} leg={leg} linked />
        ))}
      </div>
      {plan.analysis !== null ? (
        <div className="plan-analysis" data-testid="plan-analysis">
          <h2>方案分析</h2>
          <p>{plan.analysis}</p>
        </div>
      ) : (
        <div className="plan-paywall" data-testid="plan-paywall">
          <p>本方案需支付 {plan.price} 钻石查看推荐与分析</p>
          {signedIn && balances && (
            <p className="plan-paywall__balance">
              当前钻石 <strong data-testid="plan-balance">{walletAmount(balances.balance)}</strong>
              {balances.balance < plan.price && <span className="plan-paywall__short">，还差 {walletAmount(plan.price - balances.balance)} 钻石</span>}
              <TopUpLink className="plan-paywall__top-up" testId="plan-top-up">
                充值
              </TopUpLink>
            </p>
          )}
          {open ? (
            <button
              type="button"
              className="button"
              data-testid="plan-buy"
              disabled={buy.isPending}
              onClick={() => (signedIn ? buy.mutate() : openLogin())}
            >
              {buy.isPending ? '购买中…' : signedIn ? `支付 ${plan.price} 钻石查看` : '登录后购买'}
            </button>
          ) : (
            <p className="muted">比赛已开赛，停止购买</p>
          )}
          {buy.isError && (
            <p className="form-error" role="alert" data-testid="plan-buy-error">
              {buy.error.message}
              {buy.error.code === ResultCode.INSUFFICIENT_FUNDS && (
                <>
                  {' '}
                  <TopUpLink testId="plan-buy-top-up">去充值</TopUpLink>
                </>
              )}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** A record's percentage with one decimal, as every record reads (60.0%, -3.0%); -- before any settled plan. */
const percent = (value: number | null) => (value === null ? '--' : `${value.toFixed(1)}%`);

/** 命中率 65.0% · 近10中7 · 3连红 · 回报率 12.5%. */
export function RecordLine({ record }: { record: ExpertRecord }) {
  return (
    <span className="record-line" data-testid="expert-record">
      <span>
        命中率 <strong data-testid="expert-hit-rate">{percent(record.hitRate)}</strong>
      </span>
      <span>{record.recentLabel}</span>
      {record.streak >= MIN_STREAK && <span className="record-line__streak">{record.streak}连红</span>}
      <span>回报率 {percent(record.roi)}</span>
    </span>
  );
}

export function ExpertTile({ expert, rank }: { expert: ExpertCard; rank?: number }) {
  return (
    <li className="expert-tile" data-testid="expert-tile">
      {rank !== undefined && <span className={`expert-tile__rank expert-tile__rank--${rank <= 3 ? 'top' : 'rest'}`}>{rank}</span>}
      <img src={expert.portrait} alt="" className="expert-tile__portrait" />
      <div className="expert-tile__body">
        <Link to="/guide/expert/info/{-$id}" params={{ id: String(expert.userId) }} className="expert-tile__name">
          {expert.name}
        </Link>
        <RecordLine record={expert.record} />
      </div>
      <span className="muted">{expert.openPlans} 在售</span>
    </li>
  );
}

export function ExpertList({ experts, ranked = false, empty = '暂无专家' }: { experts: readonly ExpertCard[]; ranked?: boolean; empty?: string }) {
  if (experts.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ol className="expert-list">
      {experts.map((expert, index) => (
        <ExpertTile key={expert.userId} expert={expert} rank={ranked ? index + 1 : undefined} />
      ))}
    </ol>
  );
}
