import type { FeedSport, MatchState } from '@portal/contracts';
import type { ChannelView } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { useFlashes } from '../scores/use-flashes';
import { changedMatchParts } from '../scores/match/match-cells';
import { MatchHero } from '../scores/match/MatchHero';
import { MatchTabs } from '../scores/match/MatchTabs';

/** The per-match odds pages, in the order of their tabs. */
export const MATCH_ODDS_KINDS = ['oupei', 'yapan', 'daxiaoqiu', 'three'] as const;
/** One of the per-match odds pages. */
export type MatchOddsKind = (typeof MATCH_ODDS_KINDS)[number];

export const MATCH_ODDS_TITLES: Record<FeedSport, Record<MatchOddsKind, string>> = {
  football: { oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球', three: '三合一' },
  basketball: { oupei: '欧赔', yapan: '让分', daxiaoqiu: '大小分', three: '三合一' },
};

/** The match an odds page is about: teams, score and state, and the tab bar of the match's pages. */
export function MatchOddsHeader({ sport, kind, match }: { sport: FeedSport; kind: MatchOddsKind; match: ChannelView<MatchState> }) {
  const now = useServerNow();
  const flashes = useFlashes(match.onPatch, changedMatchParts);
  return (
    <>
      {match.state && <MatchHero match={match.state} now={now} flashes={flashes} />}
      {match.state && <MatchTabs sport={sport} matchId={match.state.id} current={kind} />}
    </>
  );
}
