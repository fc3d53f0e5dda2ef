import {
  asianLineFullName,
  BASKETBALL_PLAY_TYPE_LABELS,
  europePayoutRate,
  FOOTBALL_PLAY_TYPE_LABELS,
  twoWayPayoutRate,
  type FeedSport,
  type OddsMarketState,
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
  if (sport === 'basketball') return playType === 1 ? 'handicap' : 'total';
  return (['europe', 'asian', 'overUnder', 'lottery'] as const)[playType - 1] ?? 'europe';
}

/** The Chinese name of a play type in a sport. */
export function playTypeLabel(sport: FeedSport, playType: number): string {
  const labels: Record<number, string> = sport === 'football' ? FOOTBALL_PLAY_TYPE_LABELS : BASKETBALL_PLAY_TYPE_LABELS;
  return labels[playType] ?? '';
}

/** 返还率 of prices: 1/(1/h+1/d+1/a) for European odds, the two-way rate from water otherwise. */
export function payoutRate(market: OddsMarketState['market'], prices: Readonly<Record<string, number>>): number | null {
  const { home, draw, away, over, under } = prices;
  if (market === 'europe' && home && draw && away) return europePayoutRate({ home, draw, away });
  if ((market === 'asian' || market === 'handicap') && home !== undefined && away !== undefined) return twoWayPayoutRate(home, away);
  if ((market === 'overUnder' || market === 'total') && over !== undefined && under !== undefined) return twoWayPayoutRate(over, under);
  return null;
}

/** A payout rate as a percentage with two decimals: 94.12%. */
export function percentText(rate: number | null): string {
  return rate === null ? '-' : `${(rate * 100).toFixed(2)}%`;
}

export type { OddsColumn };
