import { Link, useRouterState } from '@tanstack/react-router';
import { startStreamingPath } from '@portal/contracts';
import { UserMenu } from '../auth/UserMenu';
import { useAuth } from '../auth/use-auth';
import { SearchBox } from '../search/SearchBox';

const active = { className: 'is-active' };

export function Header({ fixed = false }: { fixed?: boolean }) {
  return (
    <header className={fixed ? 'site-header site-header--fixed' : 'site-header'}>
      <div className="container site-header__top">
        <Link to="/" className="site-header__logo" aria-label="首页">
          好球<span>直播</span>
        </Link>
        <SearchBox />
        <div className="site-header__actions">
          <Link to="/app" className="header-button" data-nav="app">
            下载APP
          </Link>
          <StartStreamingButton />
          <AccountCorner />
        </div>
      </div>
      <TopNavigation />
    </header>
  );
}

/** Anchors go to their streaming settings, other users to the anchor application, visitors to the login. */
function StartStreamingButton() {
  const { signedIn, userInfo, openLogin } = useAuth();
  if (!signedIn) {
    return (
      <button type="button" className="header-button" onClick={openLogin} data-nav="start-streaming">
        我要开播
      </button>
    );
  }
  return (
    <Link to={startStreamingPath(userInfo?.isAnchor === 1)} className="header-button" data-nav="start-streaming">
      我要开播
    </Link>
  );
}

function AccountCorner() {
  const { signedIn, openLogin } = useAuth();
  if (signedIn) return <UserMenu />;
  return (
    <button
      type="button"
      className="header-button header-button--primary"
      onClick={openLogin}
      data-testid="login-button"
    >
      登录/注册
    </button>
  );
}

function TopNavigation() {
  // A data base page deeper than a sport's home (a league, a team, a player) still lights the sport.
  const path = useRouterState({ select: (state) => state.location.pathname });
  const dataSport = (prefix: string) => (path.startsWith(prefix) ? ' is-active' : '');
  return (
    <nav className="site-nav" aria-label="主导航">
      <ul className="container site-nav__list">
        <li className="site-nav__item">
          <Link to="/" className="site-nav__link" data-nav="home" activeProps={active} activeOptions={{ exact: true }}>
            首页
          </Link>
        </li>
        <li className="site-nav__divider" aria-hidden="true" />
        <li className="site-nav__item">
          <span className="site-nav__label">比分</span>
          <Link to="/football" className="site-nav__link site-nav__link--sub" data-nav="football" activeProps={active}>
            足球
          </Link>
          <Link
            to="/basketball"
            className="site-nav__link site-nav__link--sub"
            data-nav="basketball"
            activeProps={active}
          >
            篮球
          </Link>
          <span className="site-nav__disabled" data-nav="esports" aria-disabled="true" title="暂未开放">
            电竞
          </span>
          <span className="site-nav__disabled" data-nav="tennis" aria-disabled="true" title="暂未开放">
            网球
          </span>
        </li>
        <li className="site-nav__divider" aria-hidden="true" />
        <li className="site-nav__item">
          <Link to="/live/{-$id}" params={{ id: 'all' }} className="site-nav__link" data-nav="live" activeProps={active}>
            直播
          </Link>
        </li>
        <li className="site-nav__item">
          <Link to="/next" className="site-nav__link" data-nav="next" activeProps={active}>
            赛程
          </Link>
        </li>
        <li className="site-nav__item">
          <Link to="/news" className="site-nav__link" data-nav="news" activeProps={active}>
            头条
          </Link>
        </li>
        <li className="site-nav__item">
          <Link to="/community/{-$id}" params={{}} className="site-nav__link" data-nav="community" activeProps={active}>
            社区
          </Link>
        </li>
        <li className="site-nav__item">
          <Link to="/youliao" className="site-nav__link" data-nav="youliao" activeProps={active}>
            有料
          </Link>
        </li>
        <li className="site-nav__divider" aria-hidden="true" />
        <li className="site-nav__item">
          <span className="site-nav__label">数据</span>
          <Link
            to="/database/fb/page"
            className={`site-nav__link site-nav__link--sub${dataSport('/database/fb/')}`}
            data-nav="database-fb"
            activeProps={active}
          >
            足球
          </Link>
          <Link
            to="/database/lq/page"
            className={`site-nav__link site-nav__link--sub${dataSport('/database/lq/')}`}
            data-nav="database-lq"
            activeProps={active}
          >
            篮球
          </Link>
        </li>
      </ul>
    </nav>
  );
}
