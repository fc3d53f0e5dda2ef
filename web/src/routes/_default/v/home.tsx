import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PERSONAL_NAV_INDEX, displayLevel, startStreamingPath } from '@portal/contracts';
import { portraitSrc } from '../../../auth/portrait';
import { walletAmount } from '../../../auth/UserMenu';
import { useAuth } from '../../../auth/use-auth';
import { pageHead } from '../../../page-head';
import { profileQueries } from '../../../profile/queries';

export const Route = createFileRoute('/_default/v/home')({
  head: pageHead('/v/home'),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.centerInfo()),
  component: VHomePage,
});

function VHomePage() {
  const info = useSuspenseQuery(profileQueries.centerInfo()).data;
  const { balances, refreshBalances } = useAuth();

  // The balances in the auth state may be as old as the page load; the centre shows them fresh.
  useEffect(() => {
    refreshBalances();
  }, [refreshBalances]);

  if (!info) {
    return (
      <section className="panel">
        <h1 className="panel__title">个人中心</h1>
        <p className="empty">资料加载失败，请刷新重试。</p>
      </section>
    );
  }
  const anchor = info.isAnchor === 1;

  return (
    <div className="user-centre" data-testid="user-centre">
      <section className="panel user-centre__card" data-testid="user-centre-profile">
        <img className="avatar avatar--large" src={portraitSrc(info.portrait)} alt="" />
        <div className="user-centre__who">
          <h1>
            <span data-testid="user-centre-nickname">{info.nickName}</span>
            <span className="level-badge">LV{displayLevel(info.level)}</span>
            {anchor && <span className="role-badge">主播</span>}
            {info.isExpert === 1 && <span className="role-badge">专家</span>}
          </h1>
          <p className="muted">
            ID {info.id} · {info.mobile}
          </p>
          <p>{info.signature || '这个人很懒，什么也没写'}</p>
        </div>
        <Link to="/v/personal-data" className="outline-button" data-testid="user-centre-edit">
          编辑资料
        </Link>
      </section>

      <section className="panel user-centre__wallet" aria-label="钱包">
        <div>
          <span className="muted">余额（钻石）</span>
          <strong data-testid="user-centre-balance">{walletAmount(balances?.balance)}</strong>
        </div>
        <div>
          <span className="muted">球票</span>
          <strong data-testid="user-centre-ticket">{walletAmount(balances?.ticket)}</strong>
        </div>
        <Link to="/v/wallet" className="button">
          我的钱包
        </Link>
      </section>

      <section className="panel">
        <h2 className="panel__title">常用功能</h2>
        <nav className="user-centre__links" aria-label="常用功能">
          <Link to="/v/personal-data">个人资料</Link>
          <Link to="/v/attention">我的关注</Link>
          <Link to="/v/collection">我的收藏</Link>
          <Link to="/v/order">我的订单</Link>
          <Link to="/v/message">消息中心</Link>
          <Link to="/v/grade">我的等级</Link>
          <Link
            to="/personal/{-$id}"
            params={{ id: String(info.id) }}
            search={{ headerNavIndex: anchor ? PERSONAL_NAV_INDEX.ANCHOR : PERSONAL_NAV_INDEX.USER }}
          >
            我的空间
          </Link>
          <Link to={startStreamingPath(anchor)}>{anchor ? '直播设置' : '申请主播'}</Link>
          {info.isExpert === 1 && <Link to="/recommend">发布推荐</Link>}
          {!info.realNameVerified && <Link to="/v/personal-data">实名认证</Link>}
        </nav>
      </section>
    </div>
  );
}
