import {
  asianLineFullName,
  europePayoutRate,
  moneylinePayoutRate,
  ODDS_PLAY_TYPES,
  twoWayPayoutRate,
  type FeedSport,
  type OddsMarketState,
  type OddsPage,
} from '@portal/contracts';
import { oddsColumns, type OddsColumn } from '../scores/match/odds-columns';

/** A market's price columns as the odds pages read them: Asian lines by their full Chinese names. */
export function priceColumns(market: OddsMarketState['market']): readonly OddsColumn[] {
  const columns = oddsColumns(market);
  if (market !== 'asian') return columns;
  return columns.map((column) => (column.field === 'line' ? { ...column, text: asianLineFullName } : column));
}

/** The market shape of a play type in a sport. */
export function marketOfPlayType(sport: FeedSport, playType: number): OddsMarketState['market'] {
  return ODDS_PLAY_TYPES[sport].find((type) => type.playType === playType)?.market ?? 'europe';
}

/** The Chinese name of a play type in a sport. */
export function playTypeLabel(sport: FeedSport, playType: number): string {
  return ODDS_PLAY_TYPES[sport].find((type) => type.playType === playType)?.label ?? '';
}

/** The play type a per-match odds page (欧赔, 亚盘, 大小球) shows in a sport. */
export function playTypeOfPage(sport: FeedSport, page: OddsPage): number {
  return ODDS_PLAY_TYPES[sport].find((type) => type.page === page)?.playType ?? 1;
}

/** The play types of a sport that have a per-match odds page, in the order of the pages: 欧赔, 亚盘, 大小球. */
export function pagedPlayTypes(sport: FeedSport): readonly number[] {
  return ODDS_PLAY_TYPES[sport].filter((type) => type.page !== undefined).map((type) => type.playType);
}

/** 返还率 of prices: 1/(1/h+1/d+1/a) for European odds, 1/(1/h+1/a) for a moneyline, the two-way rate from water otherwise. */
export function payoutRate(market: OddsMarketState['market'], prices: Readonly<Record<string, number>>): number | null {
  const { home, draw, away, over, under } = prices;
  if (market === 'europe' && home && draw && away) return europePayoutRate({ home, draw, away });
  if (market === 'moneyline' && home && away) return moneylinePayoutRate({ home, away });
  if ((market === 'asian' || market === 'handicap') && home !== undefined && away !== undefined) return twoWayPayoutRate(home, away);
  if ((market === 'overUnder' || market === 'total') && over !== undefined && under !== undefined) return twoWayPayoutRate(over, under);
  return null;
}

/** A payout rate as a percentage with two decimals: 94.12%. */
export function percentText(rate: number | null): string {
  return rate === null ? '-' : `${(rate * 100).toFixed(2)}%`;
}

export type { OddsColumn };
