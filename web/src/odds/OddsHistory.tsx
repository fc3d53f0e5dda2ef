import { matchStateLabel, matchTypeOf, type FeedSport, type OddsMarketState } from '@portal/contracts';
import { beijingTime } from '../lib/time';
import { priceColumns, playTypeLabel, type OddsColumn } from './columns';
import { OddsChart, type ChartSeries } from './OddsChart';
import { priceFields } from '../scores/match/odds-moves';
import type { OddsMoveRow } from './odds-tape';

const LINE_COLORS = ['#d92b2b', '#1f6fd1', '#12924f'];

function stateText(sport: FeedSport, state: number): string {
  return matchStateLabel(matchTypeOf(sport), state) ?? '';
}

function valueText(column: OddsColumn, prices: Readonly<Record<string, number>>): string {
  const value = prices[column.field];
  return value === undefined ? '-' : column.text(value);
}

/** One company's market: the movement as a chart, and every change with its time, prices and the score then. */
export function MarketHistory({ sport, market, moves }: { sport: FeedSport; market: OddsMarketState; moves: readonly OddsMoveRow[] }) {
  const columns = priceColumns(market.market);
  const initial = priceFields(market.initial);
  const steps = [initial, ...moves.map((move) => move.live)];
  const series: ChartSeries[] = columns
    .filter((column) => column.field !== 'line' && column.field !== 'handicap')
    .slice(0, 3)
    .map((column, index) => ({
      label: column.label,
      color: LINE_COLORS[index] ?? '#666',
      values: steps.flatMap((prices) => (prices[column.field] === undefined ? [] : [prices[column.field] as number])),
    }));
  const title = `${market.bookmakerName} ${playTypeLabel(sport, market.playType)}变化`;
  return (
    <section className="odds-history" aria-label={title}>
      <h3>{title}</h3>
      <OddsChart series={series} caption={`${title}走势`} />
      <div className="table-scroll" tabIndex={0}>
        <table className="odds-table odds-history__table">
          <thead>
            <tr>
              <th scope="col">变化时间</th>
              {columns.map((column) => (
                <th scope="col" key={column.field}>
                  {column.label}
                </th>
              ))}
              <th scope="col">比分</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {[...moves].reverse().map((move, index) => (
              <tr key={`${move.at}:${index}`} data-move-at={move.at}>
                <td>{beijingTime(move.at).format('MM-DD HH:mm:ss')}</td>
                {columns.map((column) => (
                  <td key={column.field}>{valueText(column, move.live)}</td>
                ))}
                <td>{`${move.homeScore}-${move.awayScore}`}</td>
                <td>{stateText(sport, move.state)}</td>
              </tr>
            ))}
            <tr className="odds-history__opening">
              <td>初盘</td>
              {columns.map((column) => (
                <td key={column.field}>{valueText(column, initial)}</td>
              ))}
              <td>-</td>
              <td>-</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
