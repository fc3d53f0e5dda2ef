import type { FeedSport, MatchState } from '@portal/contracts';
import type { ChannelView } from '../../realtime/use-channel';
import { useServerNow } from '../../realtime/server-time';
import { useFlashes } from '../use-flashes';
import { changedMatchParts } from './match-cells';
import { MatchHero } from './MatchHero';
import type { MatchPage } from '../../match/match-page';
import { MatchTabs } from './MatchTabs';

/**
 * The head of a match's page other than its live page: the hero from the match channel and the tab
 * bar, `current` marked; on a phone it stays at the top while the page scrolls.
 */
export function MatchHead({ sport, current, match }: { sport: FeedSport; current: MatchPage; match: ChannelView<MatchState> }) {
  const now = useServerNow();
  const flashes = useFlashes(match.onPatch, changedMatchParts);
  if (!match.state) return null;
  return (
    <div className="match-head">
      <MatchHero match={match.state} now={now} flashes={flashes} />
      <MatchTabs sport={sport} matchId={match.state.id} current={current} />
    </div>
  );
}
