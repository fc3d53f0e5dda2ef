import { Link } from '@tanstack/react-router';
import type { FeedSport } from '@portal/contracts';

/** The pages of one match, in the order of its tab bar. */
export const MATCH_PAGES = ['live', 'analysis', 'oupei', 'yapan', 'daxiaoqiu', 'three', 'plan'] as const;
/** One page of a match. */
export type MatchPage = (typeof MATCH_PAGES)[number];

/** What each page of a match is called, by sport: basketball's handicap and totals are 让分 and 大小分. */
export const MATCH_PAGE_TITLES: Record<FeedSport, Record<MatchPage, string>> = {
  football: { live: '直播', analysis: '分析', oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球', three: '三合一', plan: '方案' },
  basketball: { live: '直播', analysis: '分析', oupei: '欧赔', yapan: '让分', daxiaoqiu: '大小分', three: '三合一', plan: '方案' },
};

/** The route of a match page: /football/oupei/{-$id} and the like. */
export const matchPageRoute = (sport: FeedSport, page: MatchPage) => `/${sport}/${page}/{-$id}` as const;

/** The tab bar of the pages of a match (every one unless `pages` says), the current one marked. */
export function MatchTabs({
  sport,
  matchId,
  current,
  pages = MATCH_PAGES,
}: {
  sport: FeedSport;
  matchId: number;
  current: MatchPage;
  pages?: readonly MatchPage[];
}) {
  return (
    <nav className="match-tabs" aria-label="比赛页面">
      {pages.map((page) => (
        <Link
          key={page}
          to={matchPageRoute(sport, page)}
          params={{ id: String(matchId) }}
          className={`match-tabs__tab ${page === current ? 'is-active' : ''}`}
          aria-current={page === current ? 'page' : undefined}
        >
          {MATCH_PAGE_TITLES[sport][page]}
        </Link>
      ))}
    </nav>
  );
}
