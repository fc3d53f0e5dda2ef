import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { FeedSport } from '@portal/contracts';
import { MATCH_PAGES, matchPageRoute, type MatchPage } from '../../match/match-page';

/** What each page of a match is called, by sport: basketball's handicap and totals are 让分 and 大小分. */
export const MATCH_PAGE_TITLES: Record<FeedSport, Record<MatchPage, string>> = {
  football: { live: '直播', analysis: '分析', oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球', three: '三合一', plan: '方案' },
  basketball: { live: '直播', analysis: '分析', oupei: '欧赔', yapan: '让分', daxiaoqiu: '大小分', three: '三合一', plan: '方案' },
};

/** The chat of a match page as one more tab, on a phone only (the chat stands beside the page elsewhere). */
export interface ChatTab {
  shown: boolean;
  onShow: (shown: boolean) => void;
}

/**
 * The tab bar of the pages of a match (every one unless `pages` says), the current one marked; with
 * `chat`, a 聊天 tab too (shown on a phone only), which the current page's tab takes back.
 */
export function MatchTabs({
  sport,
  matchId,
  current,
  pages = MATCH_PAGES,
  chat,
}: {
  sport: FeedSport;
  matchId: number;
  current: MatchPage;
  pages?: readonly MatchPage[];
  chat?: ChatTab;
}) {
  const chatShown = chat?.shown ?? false;
  // Where the tabs scroll sideways (a phone), the current one is brought into view.
  const tabs = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = tabs.current;
    const active = nav?.querySelector('[aria-current="page"]');
    if (!nav || !active) return;
    const box = active.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    if (box.right > navBox.right) nav.scrollLeft += box.left - navBox.left - nav.clientWidth / 3;
  }, [current]);
  return (
    <nav className="match-tabs" aria-label="比赛页面" ref={tabs}>
      {pages.map((page) => (
        <Link
          key={page}
          to={matchPageRoute(sport, page)}
          params={{ id: String(matchId) }}
          className={`match-tabs__tab ${page === current && !chatShown ? 'is-active' : ''}`}
          aria-current={page === current ? 'page' : undefined}
          onClick={chat && (() => chat.onShow(false))}
        >
          {MATCH_PAGE_TITLES[sport][page]}
        </Link>
      ))}
      {chat && (
        <button
          type="button"
          className={`match-tabs__tab match-tabs__chat ${chatShown ? 'is-active' : ''}`}
          aria-pressed={chatShown}
          onClick={() => chat.onShow(true)}
        >
          聊天
        </button>
      )}
    </nav>
  );
}
