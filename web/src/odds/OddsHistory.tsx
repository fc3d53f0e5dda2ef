import {
  hasKickedOff,
  matchStateLabel,
  matchTypeOf,
  ODDS_PHASE_LABELS,
  ODDS_PRICE_LABELS,
  type FeedSport,
  type OddsMarketState,
} from '@portal/contracts';
import { beijingTime } from '../lib/time';
import { priceColumns, playTypeLabel, type OddsColumn } from './columns';
import { OddsChart, type ChartMark, type ChartSeries } from './OddsChart';
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

/** The names under a chart of `count` steps: the opening, the closing (step `closing`) once kicked off, the latest in play or before kick-off. */
function chartMarks(count: number, closing: number | undefined, inPlay: boolean, finished: boolean): ChartMark[] {
  const names = new Map<number, string[]>([[0, [ODDS_PRICE_LABELS.initial]]]);
  const name = (index: number, label: string) => names.set(index, [...(names.get(index) ?? []), label]);
  if (closing !== undefined) name(closing, ODDS_PRICE_LABELS.closing);
  const last = count - 1;
  if (inPlay) name(last, finished ? ODDS_PHASE_LABELS.finished : ODDS_PRICE_LABELS.live);
  else if (closing === undefined && last > 0) name(last, ODDS_PRICE_LABELS.live);
  return [...names].map(([index, labels]) => ({ index, label: labels.join('·') }));
}

function MoveRows({ sport, columns, moves, phase, closing }: {
  sport: FeedSport;
  columns: readonly OddsColumn[];
  moves: readonly OddsMoveRow[];
  phase: 'prematch' | 'inPlay';
  /** The move that set the closing prices (终盘), marked as such. */
  closing?: OddsMoveRow;
}) {
  return [...moves].reverse().map((move, index) => (
    <tr key={`${move.at}:${index}`} data-move-at={move.at} data-phase={phase} className={move === closing ? 'odds-history__closing' : undefined}>
      <td>
        {beijingTime(move.at).format('MM-DD HH:mm:ss')}
        {move === closing && <span className="odds-history__tag">{ODDS_PRICE_LABELS.closing}</span>}
      </td>
      {columns.map((column) => (
        <td key={column.field}>{valueText(column, move.live)}</td>
      ))}
      <td>{`${move.homeScore}-${move.awayScore}`}</td>
      <td>{stateText(sport, move.state)}</td>
    </tr>
  ));
}

/** A row naming the part of the history under it: the moves in play (滚球) or before kick-off (赛前). */
function PhaseRow({ label, width }: { label: string; width: number }) {
  return (
    <tr className="odds-history__phase">
      <th colSpan={width} scope="rowgroup">
        {label}
      </th>
    </tr>
  );
}

/**
 * One company's market: its movement as a chart, and every change with its time, prices and the
 * score then, the moves in play (滚球) apart from those before kick-off (赛前), the closing prices
 * (终盘) marked; a `finished` match's in-play prices stopped at its end.
 */
export function MarketHistory({ sport, market, moves, finished }: {
  sport: FeedSport;
  market: OddsMarketState;
  moves: readonly OddsMoveRow[];
  finished: boolean;
}) {
  const columns = priceColumns(market.market);
  const initial = priceFields(market.initial);
  const prematch = moves.filter((move) => !hasKickedOff(sport, move.state));
  const inPlay = moves.filter((move) => hasKickedOff(sport, move.state));
  const kickedOff = market.closing !== undefined || inPlay.length > 0;
  const steps = [initial, ...prematch.map((move) => move.live), ...inPlay.map((move) => move.live)];
  const series: ChartSeries[] = columns
    .filter((column) => column.field !== 'line' && column.field !== 'handicap')
    .slice(0, 3)
    .map((column, index) => ({
      label: column.label,
      color: LINE_COLORS[index] ?? '#666',
      values: steps.flatMap((prices) => (prices[column.field] === undefined ? [] : [prices[column.field] as number])),
    }));
  const closing = kickedOff ? prematch.at(-1) : undefined;
  const title = `${market.bookmakerName} ${playTypeLabel(sport, market.playType)}变化`;
  const width = columns.length + 3;
  return (
    <section className="odds-history" aria-label={title}>
      <h3>{title}</h3>
      <OddsChart
        series={series}
        caption={`${title}走势`}
        marks={chartMarks(steps.length, kickedOff ? prematch.length : undefined, inPlay.length > 0, finished)}
        phases={inPlay.length > 0 ? { prematch: prematch.length, labels: ODDS_PHASE_LABELS } : undefined}
      />
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
          {inPlay.length > 0 && (
            <tbody>
              <PhaseRow label={ODDS_PHASE_LABELS.inPlay} width={width} />
              <MoveRows sport={sport} columns={columns} moves={inPlay} phase="inPlay" />
            </tbody>
          )}
          <tbody>
            <PhaseRow label={ODDS_PHASE_LABELS.prematch} width={width} />
            <MoveRows sport={sport} columns={columns} moves={prematch} phase="prematch" closing={closing} />
            <tr className="odds-history__opening">
              <td>
                {ODDS_PRICE_LABELS.initial}
                {kickedOff && closing === undefined && <span className="odds-history__tag">{ODDS_PRICE_LABELS.closing}</span>}
              </td>
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
