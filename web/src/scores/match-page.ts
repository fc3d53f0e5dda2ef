import type { FeedSport } from '@portal/contracts';
import { matchPageRoute } from './match/MatchTabs';

/** The route of a match's page (直播, the first of its tabs), in its sport's section. */
export const matchPagePath = (sport: FeedSport) => matchPageRoute(sport, 'live');
