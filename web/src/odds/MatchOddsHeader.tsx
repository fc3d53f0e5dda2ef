import { Link } from '@tanstack/react-router';
import type { FeedSport, MatchState } from '@portal/contracts';
import type { ChannelView } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { useFlashes } from '../scores/use-flashes';
import { changedMatchParts } from '../scores/match/match-cells';
import { MatchHero } from '../scores/match/MatchHero';

/** The per-match odds pages, in the order of their tabs. */
export const MATCH_ODDS_KINDS = ['oupei', 'yapan', 'daxiaoqiu', 'three'] as const;
/** One of the per-match odds pages. */
export type MatchOddsKind = (typeof MATCH_ODDS_KINDS)[number];

export const MATCH_ODDS_TITLES: Record<FeedSport, Record<MatchOddsKind, string>> = {
  football: { oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球', three: '三合一' },
  basketball: { oupei: '欧赔', yapan: '让分', daxiaoqiu: '大小分', three: '三合一' },
};

const PAGE_PATHS = {
  football: {
    oupei: '/football/oupei/{-$id}',
    yapan: '/football/yapan/{-$id}',
    daxiaoqiu: '/football/daxiaoqiu/{-$id}',
    three: '/football/three/{-$id}',
  },
  basketball: {
    oupei: '/basketball/oupei/{-$id}',
    yapan: '/basketball/yapan/{-$id}',
    daxiaoqiu: '/basketball/daxiaoqiu/{-$id}',
    three: '/basketball/three/{-$id}',
  },
} as const;

const LIVE_PATHS = { football: '/football/live/{-$id}', basketball: '/basketball/live/{-$id}' } as const;

/** The match an odds page is about: teams, score and state, a way back to its match page, the other odds pages. */
export function MatchOddsHeader({ sport, kind, match }: { sport: FeedSport; kind: MatchOddsKind; match: ChannelView<MatchState> }) {
  const now = useServerNow();
  const flashes = useFlashes(match.onPatch, changedMatchParts);
  const id = String(match.state?.id ?? '');
  return (
    <>
      {match.state && <MatchHero match={match.state} now={now} flashes={flashes} />}
      <nav className="odds-page__tabs" aria-label="指数">
        <Link to={LIVE_PATHS[sport]} params={{ id }} className="odds-page__back">
          ← 比赛直播
        </Link>
        {MATCH_ODDS_KINDS.map((other) => (
          <Link key={other} to={PAGE_PATHS[sport][other]} params={{ id }} className={`odds-board__tab ${other === kind ? 'is-active' : ''}`}>
            {MATCH_ODDS_TITLES[sport][other]}
          </Link>
        ))}
      </nav>
    </>
  );
}
