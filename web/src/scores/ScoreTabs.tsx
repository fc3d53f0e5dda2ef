import { Link } from '@tanstack/react-router';
import type { FeedSport } from '@portal/contracts';

const FOOTBALL_TABS = [
  { to: '/football', label: '即时比分' },
  { to: '/football/end', label: '完场' },
  { to: '/football/next', label: '赛程' },
  { to: '/football/jczq', label: '竞彩足球' },
  { to: '/football/bjdc', label: '北京单场' },
  { to: '/football/zc', label: '足彩' },
] as const;

const BASKETBALL_TABS = [
  { to: '/basketball', label: '即时比分' },
  { to: '/basketball/end', label: '完场' },
  { to: '/basketball/next', label: '赛程' },
  { to: '/basketball/jclq', label: '竞彩篮球' },
] as const;

/** The score pages of a sport, the current one marked whatever its search (a lottery list's issue). */
export function ScoreTabs({ sport }: { sport: FeedSport }) {
  const tabs = sport === 'football' ? FOOTBALL_TABS : BASKETBALL_TABS;
  return (
    <nav className="score-tabs" aria-label={sport === 'football' ? '足球比分' : '篮球比分'}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="score-tabs__tab"
          activeProps={{ className: 'is-active', 'aria-current': 'page' }}
          activeOptions={{ exact: true, includeSearch: false }}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
