import { useMemo, useState } from 'react';
import { ODDS_PLAY_TYPES, type FeedSport, type OddsMarketState, type OddsState } from '@portal/contracts';
import type { ChannelView } from '../../realtime/use-channel';
import { flashClassOf, useFlashes, type Flashes } from '../use-flashes';
import { changedOddsCells } from './match-cells';
import { oddsColumns, priceGroups, type OddsColumn, type PriceGroup } from './odds-columns';
import { useOddsMoves, type Move, type OddsMoves } from './odds-moves';
import { OddsTableHead } from './OddsTableHead';

function priceOf(prices: object, field: string): number | undefined {
  const value = (prices as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

/** The direction of a live price: its last move on this page, else how it stands against the opening price. */
function moveOf(moves: OddsMoves, key: string, column: OddsColumn, market: OddsMarketState): Move | undefined {
  const seen = moves.get(`${key}:${column.field}`);
  if (seen) return seen;
  const initial = priceOf(market.initial, column.field);
  const live = priceOf(market.live, column.field);
  if (initial === undefined || live === undefined || initial === live) return undefined;
  return live > initial ? 'up' : 'down';
}

function LivePrice({ value, column, move, flash }: { value: number | undefined; column: OddsColumn; move?: Move; flash: string }) {
  if (value === undefined) return <td className={flash}>-</td>;
  return (
    <td className={`${flash} ${move ? `odds-move--${move}` : ''}`}>
      {column.text(value)}
      {move && (
        <span className="odds-move__arrow" aria-label={move === 'up' ? '升' : '降'}>
          {move === 'up' ? '↑' : '↓'}
        </span>
      )}
    </td>
  );
}

/** A group of fixed prices (opening or closing), '-' where the market has none. */
function FixedPrices({ columns, prices, group }: { columns: readonly OddsColumn[]; prices: object | undefined; group: string }) {
  return columns.map((column, index) => {
    const value = prices === undefined ? undefined : priceOf(prices, column.field);
    return (
      <td key={`${group}:${column.field}`} data-group={group} className={`c-${group} ${index === 0 ? 'c-split' : ''}`}>
        {value === undefined ? '-' : column.text(value)}
      </td>
    );
  });
}

function MarketRow({ marketKey, market, groups, moves, flashes }: {
  marketKey: string;
  market: OddsMarketState;
  /** The price groups the table shows. */
  groups: readonly PriceGroup[];
  moves: OddsMoves;
  flashes: Flashes;
}) {
  const columns = oddsColumns(market.market);
  const whole = flashes.get(`${marketKey}:*`);
  return (
    <tr data-market={marketKey}>
      <td className="c-bookmaker">{market.bookmakerName}</td>
      <FixedPrices columns={columns} prices={market.initial} group="initial" />
      {groups.includes('closing') && <FixedPrices columns={columns} prices={market.closing} group="closing" />}
      {groups.includes('live') && columns.map((column, index) => (
        <LivePrice
          key={`live:${column.field}`}
          value={priceOf(market.live, column.field)}
          column={column}
          move={moveOf(moves, marketKey, column, market)}
          flash={`${index === 0 ? 'c-split' : ''} ${flashClassOf(flashes.get(`${marketKey}:${column.field}`) ?? whole)}`}
        />
      ))}
    </tr>
  );
}

/**
 * Every bookmaker's prices on one play type at a time: opening (初盘), closing (终盘) once kicked off,
 * and current (即时, moves marked) until the match has `finished`.
 */
export function OddsBoard({ sport, odds, finished }: { sport: FeedSport; odds: ChannelView<OddsState>; finished: boolean }) {
  const playTypes = ODDS_PLAY_TYPES[sport];
  const [playType, setPlayType] = useState(playTypes[0]?.playType ?? 1);
  const flashes = useFlashes(odds.onPatch, changedOddsCells);
  const moves = useOddsMoves(odds.onPatch);
  const markets = useMemo(
    () =>
      Object.entries(odds.state?.markets ?? {})
        .filter(([, market]) => market.playType === playType)
        .sort(([, a], [, b]) => a.bookmakerId - b.bookmakerId),
    [odds.state, playType],
  );
  const columns = markets[0] ? oddsColumns(markets[0][1].market) : [];
  const groups = priceGroups(markets.some(([, market]) => market.closing !== undefined), finished);

  return (
    <section className="odds-board match-section" aria-label="指数">
      <h2>指数</h2>
      <div className="odds-board__tabs" role="tablist">
        {playTypes.map((type) => (
          <button
            type="button"
            role="tab"
            key={type.playType}
            aria-selected={type.playType === playType}
            className={`odds-board__tab ${type.playType === playType ? 'is-active' : ''}`}
            onClick={() => setPlayType(type.playType)}
          >
            {type.label}
          </button>
        ))}
      </div>
      {markets.length === 0 ? (
        <p className="timeline-empty">{odds.state ? '暂无指数' : '指数加载中…'}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="odds-table">
            <OddsTableHead columns={columns} groups={groups} />
            <tbody>
              {markets.map(([key, market]) => (
                <MarketRow key={key} marketKey={key} market={market} groups={groups} moves={moves} flashes={flashes} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
