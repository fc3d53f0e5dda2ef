import { Link } from '@tanstack/react-router';
import type { FeedSport } from '@portal/contracts';

/** The pages of one match, as the tab bar links them. */
export type MatchPage = 'live' | 'analysis' | 'oupei' | 'yapan' | 'daxiaoqiu' | 'three' | 'plan';

const TABS: readonly { page: MatchPage; label: string; basketball?: string }[] = [
  { page: 'live', label: '直播' },
  { page: 'analysis', label: '分析' },
  { page: 'oupei', label: '欧赔' },
  { page: 'yapan', label: '亚盘', basketball: '让分' },
  { page: 'daxiaoqiu', label: '大小球', basketball: '大小分' },
  { page: 'three', label: '三合一' },
  { page: 'plan', label: '方案' },
];

/** The route of a match page: /football/oupei/{-$id} and the like. */
const routeOf = (sport: FeedSport, page: MatchPage) => `/${sport}/${page}/{-$id}` as const;

/** The tab bar of every page of a match: 直播, 分析, 欧赔, 亚盘 (让分), 大小球 (大小分), 三合一, 方案, the current one marked. */
export function MatchTabs({ sport, matchId, current }: { sport: FeedSport; matchId: number; current: MatchPage }) {
  return (
    <nav className="match-tabs" aria-label="比赛页面">
      {TABS.map((tab) => (
        <Link
          key={tab.page}
          to={routeOf(sport, tab.page)}
          params={{ id: String(matchId) }}
          className={`match-tabs__tab ${tab.page === current ? 'is-active' : ''}`}
          aria-current={tab.page === current ? 'page' : undefined}
        >
          {(sport === 'basketball' && tab.basketball) || tab.label}
        </Link>
      ))}
    </nav>
  );
}
