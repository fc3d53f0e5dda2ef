/** What a run does: how many fans watch what, how fast the upstream moves, what it is compared with. */
export type Profile = {
  name: string;
  description: string;
  clients: number;
  liveMatches: number;
  /** Upstream events a second; 0 leaves the fans idle. */
  rate: number;
  /** Seconds of events (or, idle, of holding the connections). */
  duration: number;
  /** What each fan subscribes to: its sport's live list and one match, or one match only. */
  watch: 'list+match' | 'match';
  /** Zipf exponent of the fans over the matches: a few hot matches, a long tail. */
  skew: number;
  gateways: number;
  baselines: ('floor' | 'naive')[];
  churn?: { everyMs: number; offlineMs: number };
  /** Set when the gateway cannot run the profile yet: the reason, printed instead of figures. */
  unavailable?: string;
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
    baselines: ['floor', 'naive'],
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
    baselines: ['floor', 'naive'],
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
    description: 'one live room, 5,000 viewers, 100 chat messages/s from 50 senders, a ban and a manager change',
    clients: 5_000,
    liveMatches: 1,
    rate: 100,
    duration: 60,
    watch: 'match',
    skew: 1,
    gateways: 1,
    baselines: [],
    unavailable:
      'chat-storm needs room chat and moderation on the room channel, and the gateway has no room channels yet: ' +
      'subscribing to room:<id> is answered 未知频道. No figures are produced until the gateway serves rooms.',
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
