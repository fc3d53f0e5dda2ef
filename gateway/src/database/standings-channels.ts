import { DATABASE_NOT_FOUND_MESSAGE, isSport, isStandingsChannel, parseMatchChannel, standingsChannel, type MatchState, type Patch, type StandingsChannelState } from '@portal/contracts';
import { ChannelStore } from '../realtime/channels/channel-store';
import { isFinished } from '../realtime/scores/projection';
import type { ChannelFamily } from '../realtime/channels/socket';
import type { SeasonData } from './season-data';

/**
 * The tables of a season (`standings:{seasonId}`), read from the upstream when first subscribed and
 * read again whenever one of the season's matches finishes, so an open table re-ranks in place.
 */
export class StandingsChannels implements ChannelFamily {
  readonly store = new ChannelStore({ seqBase: 0 });

  constructor(private readonly seasons: SeasonData) {}

  owns(channel: string): boolean {
    return isStandingsChannel(channel);
  }

  async open(channel: string): Promise<string | undefined> {
    if (!this.store.has(channel)) await this.load(Number(channel.slice(channel.indexOf(':') + 1)));
    return this.store.has(channel) ? undefined : DATABASE_NOT_FOUND_MESSAGE;
  }

  /**
   * Watches the score channels: a match that turns finished makes its season's answers stale for the
   * analyses and reloads its season's open tables.
   */
  follow(scores: ChannelStore): () => void {
    return scores.onPatch((patch: Patch) => {
      if (parseMatchChannel(patch.channel) === null) return;
      if (!patch.ops.some((op) => op.path.length === 0 || op.path[0] === 'state')) return;
      const match = scores.get(patch.channel)?.state as MatchState | undefined;
      if (match === undefined || !isSport(String(match.sport)) || !isFinished(match)) return;
      this.seasons.seasonChanged(match.seasonId);
      if (this.store.has(standingsChannel(match.seasonId))) void this.load(match.seasonId);
    });
  }

  private async load(seasonId: number): Promise<void> {
    let state: StandingsChannelState;
    try {
      state = await this.seasons.standingsViews(seasonId);
    } catch {
      return;
    }
    this.store.publish(standingsChannel(seasonId), state);
  }
}
