import type { FeedSport } from '@portal/contracts';

/** The pages of one match, in the order of its tab bar. */
export const MATCH_PAGES = ['live', 'analysis', 'oupei', 'yapan', 'daxiaoqiu', 'three', 'plan'] as const;
/** One page of a match. */
export type MatchPage = (typeof MATCH_PAGES)[number];

/** The route of a match page: /football/oupei/{-$id} and the like. */
export const matchPageRoute = (sport: FeedSport, page: MatchPage) => `/${sport}/${page}/{-$id}` as const;

/** The route of a match's page (直播, the first of its tabs), in its sport's section. */
export const matchPagePath = (sport: FeedSport) => matchPageRoute(sport, 'live');
