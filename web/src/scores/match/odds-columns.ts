import type { ODDS_PRICE_LABELS, OddsMarketState, PatchOp } from '@portal/contracts';
import { asianLineText, goalLineText, pointsLineText, priceText } from '../../match/format';

/** One column of a market's prices: the field of the price object and how it reads. */
export interface OddsColumn {
  field: string;
  label: string;
  text: (value: number) => string;
}

const price = priceText;
const lotteryHandicap = (value: number) => (value > 0 ? `+${value}` : String(value));

const COLUMNS: Record<OddsMarketState['market'], readonly OddsColumn[]> = {
  europe: [
    { field: 'home', label: '主胜', text: price },
    { field: 'draw', label: '平局', text: price },
    { field: 'away', label: '客胜', text: price },
  ],
  asian: [
    { field: 'home', label: '主队', text: price },
    { field: 'line', label: '盘口', text: asianLineText },
    { field: 'away', label: '客队', text: price },
  ],
  overUnder: [
    { field: 'over', label: '大球', text: price },
    { field: 'line', label: '盘口', text: goalLineText },
    { field: 'under', label: '小球', text: price },
  ],
  lottery: [
    { field: 'home', label: '胜', text: price },
    { field: 'draw', label: '平', text: price },
    { field: 'away', label: '负', text: price },
    { field: 'handicap', label: '让球', text: lotteryHandicap },
    { field: 'handicapHome', label: '让胜', text: price },
    { field: 'handicapDraw', label: '让平', text: price },
    { field: 'handicapAway', label: '让负', text: price },
  ],
  handicap: [
    { field: 'home', label: '主队', text: price },
    { field: 'line', label: '让分', text: pointsLineText },
    { field: 'away', label: '客队', text: price },
  ],
  total: [
    { field: 'over', label: '大分', text: price },
    { field: 'line', label: '总分', text: String },
    { field: 'under', label: '小分', text: price },
  ],
  moneyline: [
    { field: 'home', label: '主胜', text: price },
    { field: 'away', label: '客胜', text: price },
  ],
};

export function oddsColumns(market: OddsMarketState['market']): readonly OddsColumn[] {
  return COLUMNS[market];
}

/** A group of a market's prices in an odds table: its opening (初盘), closing (终盘) or current (即时) ones. */
export type PriceGroup = keyof typeof ODDS_PRICE_LABELS;

/**
 * The price groups an odds table shows: 初盘 and 即时; 终盘 between them once the match has kicked
 * off (`closing`), and no 即时 once it has finished, its in-play prices over (a feed without
 * closing prices leaves its last ones).
 */
export function priceGroups(closing: boolean, finished: boolean): readonly PriceGroup[] {
  if (!closing) return ['initial', 'live'];
  return finished ? ['initial', 'closing'] : ['initial', 'closing', 'live'];
}

/** The market keys a patch of an odds channel touched. */
export function touchedMarketKeys(ops: readonly PatchOp[]): string[] {
  const keys = new Set<string>();
  for (const { path } of ops) if (path[0] === 'markets' && path.length >= 2) keys.add(String(path[1]));
  return [...keys];
}
