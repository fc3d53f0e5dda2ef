import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { SPORT_IDS, SPORT_NAV, sportEntry, startStreamingPath } from '@portal/contracts';
import { UserMenu } from '../auth/UserMenu';
import { useAuth } from '../auth/use-auth';
import { SearchBox } from '../search/SearchBox';
import { useEscapeKey } from '../lib/use-escape-key';

const active = { className: 'is-active' };

type Overlay = 'menu' | 'search';

/**
 * The site header. On a phone (below 768 px) it keeps the logo, a search icon and the account
 * corner; the navigation becomes a drawer behind the menu button, and the search box a panel over
 * the header. An overlay belongs to the page it was opened on: following a link closes it.
 */
export function Header({ fixed = false }: { fixed?: boolean }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [opened, setOpened] = useState<{ overlay: Overlay; path: string } | null>(null);
  const overlay = opened?.path === path ? opened.overlay : null;
  const navId = useId();
  const searchId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchPanel = useRef<HTMLDivElement>(null);

  const open = (next: Overlay) => setOpened({ overlay: next, path });
  const close = () => setOpened(null);
  const dismiss = () => {
    if (overlay === 'menu') menuButton.current?.focus();
    close();
  };
  useEscapeKey(dismiss, overlay !== null);

  useEffect(() => {
    if (overlay === 'search') searchPanel.current?.querySelector('input')?.focus();
  }, [overlay]);

  return (
    <header className={fixed ? 'site-header site-header--fixed' : 'site-header'}>
      <div className="container site-header__top">
        <button
          ref={menuButton}
          type="button"
          className="site-header__icon site-header__menu-button"
          aria-label="菜单"
          aria-expanded={overlay === 'menu'}
          aria-controls={navId}
          onClick={() => open('menu')}
          data-testid="menu-button"
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__logo" aria-label="首页">
          好球<span>直播</span>
        </Link>
        <div
          ref={searchPanel}
          id={searchId}
          className={overlay === 'search' ? 'site-header__search is-open' : 'site-header__search'}
        >
          <SearchBox />
          <button type="button" className="site-header__search-cancel" onClick={close}>
            取消
          </button>
        </div>
        <div className="site-header__actions">
          <button
            type="button"
            className="site-header__icon site-header__search-button"
            aria-label="打开搜索"
            aria-expanded={overlay === 'search'}
            aria-controls={searchId}
            onClick={() => open('search')}
            data-testid="search-button"
          >
            <SearchIcon />
          </button>
          <Link to="/app" className="header-button site-header__wide" data-nav="app">
            下载APP
          </Link>
          <StartStreamingButton className="header-button site-header__wide" nav="start-streaming" />
          <AccountCorner />
        </div>
      </div>
      <TopNavigation id={navId} open={overlay === 'menu'} onClose={close} onDismiss={dismiss} />
      {overlay && <div className="site-header__backdrop" onClick={dismiss} data-testid="header-backdrop" />}
    </header>
  );
}

/** Anchors go to their streaming settings, other users to the anchor application, visitors to the login. */
function StartStreamingButton({ className, nav }: { className: string; nav?: string }) {
  const { signedIn, userInfo, openLogin } = useAuth();
  if (!signedIn) {
    return (
      <button type="button" className={className} onClick={openLogin} data-nav={nav}>
        我要开播
      </button>
    );
  }
  return (
    <Link to={startStreamingPath(userInfo?.isAnchor === 1)} className={className} data-nav={nav}>
      我要开播
    </Link>
  );
}

function AccountCorner() {
  const { signedIn, sessionUnknown, openLogin } = useAuth();
  // Until the gateway said whether there is a session, the corner waits rather than offer a login.
  if (signedIn || sessionUnknown) return <UserMenu />;
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

interface TopNavigationProps {
  id: string;
  /** Shown as the phone's drawer. */
  open: boolean;
  /** A link or button in the drawer was used. */
  onClose: () => void;
  /** The drawer's own close button. */
  onDismiss: () => void;
}

function TopNavigation({ id, open, onClose, onDismiss }: TopNavigationProps) {
  // A data base page deeper than a sport's home (a league, a team, a player) still lights the sport.
  const path = useRouterState({ select: (state) => state.location.pathname });
  const dataSport = (prefix: string) => (path.startsWith(prefix) ? ' is-active' : '');
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  function closeOnChoice(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a, .site-nav__drawer-only button')) onClose();
  }

  return (
    <nav id={id} className={open ? 'site-nav is-open' : 'site-nav'} aria-label="主导航" onClick={closeOnChoice}>
      <div className="site-nav__head">
        <span className="site-header__logo">
          好球<span>直播</span>
        </span>
        <button
          ref={closeButton}
          type="button"
          className="site-header__icon"
          aria-label="关闭菜单"
          onClick={onDismiss}
          data-testid="menu-close"
        >
          ×
        </button>
      </div>
      <ul className="container site-nav__list">
        <li className="site-nav__item">
          <Link to="/" className="site-nav__link" data-nav="home" activeProps={active} activeOptions={{ exact: true }}>
            首页
          </Link>
        </li>
        <li className="site-nav__divider" aria-hidden="true" />
        <li className="site-nav__item">
          <span className="site-nav__label">比分</span>
          {SPORT_NAV.map((sport) =>
            sport.enabled ? (
              <Link key={sport.id} to={sport.web.path} className="site-nav__link site-nav__link--sub" data-nav={sport.id} activeProps={active}>
                {sport.name}
              </Link>
            ) : (
              <span key={sport.id} className="site-nav__disabled" data-nav={sport.id} aria-disabled="true" title="暂未开放">
                {sport.name}
              </span>
            ),
          )}
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
          {SPORT_IDS.map(sportEntry).map(({ id, name, web: { database } }) => (
            <Link
              key={id}
              to={`/database/${database}/page` as const}
              className={`site-nav__link site-nav__link--sub${dataSport(`/database/${database}/`)}`}
              data-nav={`database-${database}`}
              activeProps={active}
            >
              {name}
            </Link>
          ))}
        </li>
        <li className="site-nav__item site-nav__drawer-only">
          <Link to="/app" className="site-nav__link">
            下载APP
          </Link>
          <StartStreamingButton className="site-nav__link" />
        </li>
      </ul>
    </nav>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none">
      <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
