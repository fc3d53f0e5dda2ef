import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '@portal/contracts';

/**
 * Chat messages a second one storm sender sends: 0.4 of the gateway's per-user limit (5 in 10 s),
 * so timer jitter never makes a sender look too fast. A storm of N messages a second needs N / 0.2
 * senders; the limit itself stays as it is for the load.
 */
export const STORM_SENDER_RATE = (0.4 * CHAT_RATE_LIMIT) / (CHAT_RATE_WINDOW_MS / 1000);

/** Senders a storm of `rate` messages a second needs. */
export const stormSenders = (rate: number): number => Math.ceil(rate / STORM_SENDER_RATE - 1e-9);

/** The fans of each step of the sweep profile, unless --steps says otherwise. */
export const SWEEP_STEPS: readonly number[] = [250, 500, 1_000, 1_500, 2_000, 3_000, 4_000, 6_000, 8_000, 10_000];

/** What the gateway is compared with (see README "Targets"). */
export const BASELINES = ['floor', 'floor-batched', 'naive'] as const;
export type BaselineName = (typeof BASELINES)[number];

/** What a run does: how many fans watch what, how fast the upstream moves, what it is compared with. */
export type Profile = {
  name: string;
  description: string;
  clients: number;
  liveMatches: number;
  /** Upstream events a second (chat-storm: chat messages a second); 0 leaves the fans idle. */
  rate: number;
  /** Seconds of events (or, idle, of holding the connections). */
  duration: number;
  /** What each fan subscribes to: its sport's live list and one match, one match only, or the storm's room. */
  watch: 'list+match' | 'match' | 'room';
  /** Zipf exponent of the fans over the matches: a few hot matches, a long tail. */
  skew: number;
  gateways: number;
  baselines: BaselineName[];
  churn?: { everyMs: number; offlineMs: number };
  /**
   * A chat storm in one live room: the first `senders` fans are signed in and send the `rate`
   * messages a second between them; the anchor and `managers` managers watch moderator consoles.
   */
  chat?: { senders: number; managers: number };
};

export const PROFILES: Record<string, Profile> = {
  smoke: {
    name: 'smoke',
    description: 'a few hundred fans for a few seconds against every target; what npm test runs',
    clients: 300,
    liveMatches: 30,
    rate: 20,
    duration: 4,
    watch: 'list+match',
    skew: 1.1,
    gateways: 1,
    baselines: ['floor', 'floor-batched', 'naive'],
  },
  'match-day': {
    name: 'match-day',
    description: '10,000 fans, 300 live matches, 100 upstream events/s; each fan on a live list and one match, skewed',
    clients: 10_000,
    liveMatches: 300,
    rate: 100,
    duration: 60,
    watch: 'list+match',
    skew: 1.1,
    gateways: 1,
    baselines: ['floor', 'floor-batched', 'naive'],
  },
  churn: {
    name: 'churn',
    description: '5,000 fans, each connection dropped about every 15 s and away about 2 s, resyncing on return',
    clients: 5_000,
    liveMatches: 300,
    rate: 100,
    duration: 180,
    watch: 'list+match',
    skew: 1.1,
    gateways: 1,
    baselines: [],
    churn: { everyMs: 15_000, offlineMs: 2_000 },
  },
  capacity: {
    name: 'capacity',
    description: 'as many idle fans as one gateway process holds (aim 20,000), one match channel each; memory per connection',
    clients: 20_000,
    liveMatches: 300,
    rate: 0,
    duration: 15,
    watch: 'match',
    skew: 1.1,
    gateways: 1,
    baselines: [],
  },
  'chat-storm': {
    name: 'chat-storm',
    description:
      'one live room, 5,000 viewers, 100 chat messages/s from 500 signed-in viewers (0.2/s each, within the per-user limit), ' +
      'a ban and a manager change in the middle seen by every moderator console',
    clients: 5_000,
    liveMatches: 1,
    rate: 100,
    duration: 60,
    watch: 'room',
    skew: 1,
    gateways: 1,
    baselines: [],
    chat: { senders: stormSenders(100), managers: 5 },
  },
  sweep: {
    name: 'sweep',
    description:
      'match-day at rising fans (--steps), 10 s a step, for the floors, the gateway and naive: the largest load each holds at the targets',
    clients: 10_000,
    liveMatches: 300,
    rate: 100,
    duration: 10,
    watch: 'list+match',
    skew: 1.1,
    gateways: 1,
    baselines: ['floor', 'floor-batched', 'naive'],
  },
  'two-gateways': {
    name: 'two-gateways',
    description: 'match-day split across two gateway processes sharing a Redis',
    clients: 10_000,
    liveMatches: 300,
    rate: 100,
    duration: 60,
    watch: 'list+match',
    skew: 1.1,
    gateways: 2,
    baselines: ['floor', 'naive'],
  },
};
