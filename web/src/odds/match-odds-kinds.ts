import type { FeedSport } from '@portal/contracts';
import { MATCH_PAGE_TITLES } from '../scores/match/MatchTabs';

/** The per-match odds pages, in the order of their tabs. */
export const MATCH_ODDS_KINDS = ['oupei', 'yapan', 'daxiaoqiu', 'three'] as const;
/** One of the per-match odds pages. */
export type MatchOddsKind = (typeof MATCH_ODDS_KINDS)[number];

/** An odds page's title in its sport: the match's tab of the same name. */
export const matchOddsTitle = (sport: FeedSport, kind: MatchOddsKind): string => MATCH_PAGE_TITLES[sport][kind];
