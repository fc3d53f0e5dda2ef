import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExpertList, PlanList } from './PlanViews';
import { expertQueries } from './queries';

/** /youliao: hot plans still for sale, the rankings by hit rate and by streak, free plans, recent results. */
export function YouliaoPage() {
  const home = useQuery(expertQueries.home());
  if (home.isPending) return <p className="empty">加载中…</p>;
  if (home.isError) return <p className="empty">{home.error.message}</p>;
  const { hot, free, byStreak, settled } = home.data;
  return (
    <div className="youliao" data-testid="youliao-page">
      <div className="youliao__main">
        <section className="panel" data-testid="youliao-hot">
          <h2 className="panel__title">
            热门方案 <Link to="/guide/expert/plan">更多方案 ›</Link>
          </h2>
          <PlanList plans={hot} empty="暂无在售方案" />
        </section>
        <section className="panel" data-testid="youliao-free">
          <h2 className="panel__title">免费方案</h2>
          <PlanList plans={free} empty="暂无免费方案" />
        </section>
        <section className="panel" data-testid="youliao-settled">
          <h2 className="panel__title">最新战果</h2>
          <PlanList plans={settled} empty="暂无已结算方案" />
        </section>
      </div>
      <aside className="youliao__side">
        <HitRateRanking />
        <section className="panel" data-testid="ranking-streak">
          <h2 className="panel__title">连红榜</h2>
          <ExpertList experts={byStreak} ranked empty="暂无连红的专家" />
        </section>
      </aside>
    </div>
  );
}

/** The experts by hit rate, with the way to all of them: beside /youliao's plans and on the home page. */
export function HitRateRanking() {
  const home = useQuery(expertQueries.home());
  return (
    <section className="panel" data-testid="ranking-hit-rate">
      <h2 className="panel__title">
        命中率榜 <Link to="/guide/expert">全部专家 ›</Link>
      </h2>
      {home.isSuccess ? (
        <ExpertList experts={home.data.byHitRate} ranked />
      ) : (
        <p className="empty">{home.isError ? home.error.message : '加载中…'}</p>
      )}
    </section>
  );
}
