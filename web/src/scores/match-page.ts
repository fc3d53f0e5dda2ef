import type { FeedSport } from '@portal/contracts';

/** The route of a match's page (直播, the first of its tabs), in its sport's section. */
export function matchPagePath(sport: FeedSport): '/football/live/{-$id}' | '/basketball/live/{-$id}' {
  return sport === 'football' ? '/football/live/{-$id}' : '/basketball/live/{-$id}';
}
