import type { ReactNode } from 'react';
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { SPORTS, SPORT_IDS } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';

/** A path lies in a tab's section: one of the section's pages or a page below one. */
function inSection(path: string, sections: readonly string[]): boolean {
  return sections.some((section) => (section === '/' ? path === '/' : path === section || path.startsWith(`${section}/`)));
}

interface Tab {
  name: string;
  label: string;
  link: LinkProps;
  sections: readonly string[];
  icon: ReactNode;
}

const TABS: readonly Tab[] = [
  { name: 'home', label: '首页', link: { to: '/' }, sections: ['/'], icon: <HomeIcon /> },
  { name: 'scores', label: '比分', link: { to: SPORTS[SPORT_IDS[0]].web.path }, sections: SPORT_IDS.map((id) => SPORTS[id].web.path), icon: <ScoresIcon /> },
  {
    name: 'live',
    label: '直播',
    link: { to: '/live/{-$id}', params: { id: 'all' } },
    sections: ['/live'],
    icon: <LiveIcon />,
  },
  { name: 'youliao', label: '有料', link: { to: '/youliao' }, sections: ['/youliao', '/guide'], icon: <YouliaoIcon /> },
];

const MINE_SECTIONS = ['/v'] as const;

function tabClass(current: boolean): string {
  return current ? 'tab-bar__tab is-active' : 'tab-bar__tab';
}

/**
 * The phone's bottom tab bar (below 768 px; hidden wider). A page hides it by carrying the attribute
 * `data-hide-tabbar` on any element inside its layout (styles.css, "Bottom tab bar").
 */
export function TabBar() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const { signedIn, openLogin } = useAuth();
  const mine = inSection(path, MINE_SECTIONS);
  return (
    <nav className="tab-bar" aria-label="底部导航" data-testid="tab-bar">
      {TABS.map((tab) => {
        const current = inSection(path, tab.sections);
        return (
          <Link
            key={tab.name}
            {...tab.link}
            className={tabClass(current)}
            aria-current={current ? 'page' : undefined}
            data-tab={tab.name}
          >
            {tab.icon}
            {tab.label}
          </Link>
        );
      })}
      {signedIn ? (
        <Link to="/v/home" className={tabClass(mine)} aria-current={mine ? 'page' : undefined} data-tab="mine">
          <MineIcon />
          我的
        </Link>
      ) : (
        <button type="button" className={tabClass(false)} onClick={openLogin} data-tab="mine">
          <MineIcon />
          我的
        </button>
      )}
    </nav>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="tab-bar__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function HomeIcon() {
  return (
    <Icon>
      <path d="M4 10.5 12 4l8 6.5V20h-5.5v-5.5h-5V20H4z" />
    </Icon>
  );
}

function ScoresIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8" />
      <path d="m12 8 3.5 2.5-1.3 4h-4.4l-1.3-4z" />
    </Icon>
  );
}

function LiveIcon() {
  return (
    <Icon>
      <rect x="3.5" y="6" width="17" height="12" rx="2" />
      <path d="m10.5 9.5 4 2.5-4 2.5z" />
    </Icon>
  );
}

function YouliaoIcon() {
  return (
    <Icon>
      <path d="M6 4h9l3 3v13H6z" />
      <path d="M9 11h6M9 15h4" />
    </Icon>
  );
}

function MineIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </Icon>
  );
}
